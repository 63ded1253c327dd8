import { useEffect, useState } from 'react';

/**
 * The value as it was `delayMs` after its last change. The first value is returned at once, so a
 * page's first request is not held back; later changes wait until they settle. Values are
 * compared by contents, so a new object equal to the last one does not restart the wait.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  const key = JSON.stringify(value);

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
    // `key` stands for `value`: an equal value in a new object keeps the timer running.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delayMs]);

  return debounced;
}
