import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { errorChain } from './error-chain';

type SerializedError = ReturnType<typeof pino.stdSerializers.err>;

/** The `\nparams: …` text of every failed query in an error's chain of causes. */
function queryParamTexts(error: unknown): string[] {
  return [...errorChain(error)]
    .filter((link) => link instanceof DrizzleQueryError)
    .map((query) => `\nparams: ${String(query.params)}`);
}

/**
 * The logger's `err` serializer. Drizzle wraps every database error in one whose message, stack
 * and `params` carry the query's values: a sign-in's token hash, a customer's address. The query
 * stays in the log (it explains the failure); its values never do, wherever the error is logged,
 * and also when another error names it as its cause (pino joins the causes' messages).
 */
export function serializeError(error: Error): SerializedError {
  const serialized = pino.stdSerializers.err(error);
  const paramTexts = queryParamTexts(error);
  if (paramTexts.length === 0) return serialized;
  return JSON.parse(JSON.stringify(serialized), (key, value: unknown) => {
    if (key === 'params') return undefined;
    if (typeof value !== 'string') return value;
    return paramTexts.reduce((text, params) => text.replaceAll(params, ''), value);
  }) as SerializedError;
}
