import { errorChain } from './error-chain';

/** SQLSTATE class 22, "data exception": 22P02 bad text for a type, 22003 out of range, 22021 NUL… */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

/**
 * The SQLSTATE when PostgreSQL refused a value it was given (class 22), else null. Such a value
 * comes from a request that validation let through: it is the client's input, not a server fault.
 * Looks through wrappers (Drizzle's query error keeps the driver's error as its `cause`).
 */
export function postgresDataException(error: unknown): string | null {
  for (const link of errorChain(error, 4)) {
    const { code, severity } = link as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && typeof severity === 'string' && DATA_EXCEPTION.test(code)) return code;
  }
  return null;
}

/** Whether PostgreSQL refused a write for a unique index (23505), e.g. two writers racing for one slug. */
export function isUniqueViolation(error: unknown): boolean {
  for (const link of errorChain(error, 4)) {
    const { code, severity } = link as { code?: unknown; severity?: unknown };
    if (code === '23505' && typeof severity === 'string') return true;
  }
  return false;
}
