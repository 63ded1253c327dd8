import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes (window resize, OS settings). */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const supported = typeof window !== 'undefined' && typeof window.matchMedia === 'function';
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!supported) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query, supported],
  );
  return useSyncExternalStore(
    subscribe,
    () => (supported ? window.matchMedia(query).matches : serverValue),
    () => serverValue,
  );
}
