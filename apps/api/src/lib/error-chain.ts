/**
 * An error and what it wraps, outermost first: its `cause` chain and, for an AggregateError (a
 * host name with several addresses), each inner error before the aggregate's own cause. Drizzle
 * wraps driver errors and fetch wraps socket errors, so a classifier must look inside. Stops at
 * `maxDepth` wrappers and never visits an error twice (a cause may point back).
 */
export function* errorChain(error: unknown, maxDepth = Number.POSITIVE_INFINITY): Generator<object> {
  const seen = new Set<object>();
  function* walk(current: unknown, depth: number): Generator<object> {
    if (typeof current !== 'object' || current === null || depth > maxDepth || seen.has(current)) return;
    seen.add(current);
    yield current;
    if (current instanceof AggregateError) {
      for (const inner of current.errors as unknown[]) yield* walk(inner, depth + 1);
    }
    yield* walk((current as { cause?: unknown }).cause, depth + 1);
  }
  yield* walk(error, 0);
}

/**
 * The constraint a PostgreSQL unique violation (23505) names, looking through wrappers; null for
 * any other error. Lets a write that races another answer 409 naming the field.
 */
export function uniqueViolationOf(error: unknown): string | null {
  for (const inner of errorChain(error, 5)) {
    const { code, constraint } = inner as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
