import { lazy, Suspense, useSyncExternalStore } from 'react';
import type * as Sonner from 'sonner';

/**
 * The toast library loads with the first toast, not with the page: most visits never show one,
 * and it would otherwise weigh on every first load.
 */
let requested = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

const LazyToaster = lazy(() => import('./toaster'));

/** Mounts the Toaster (once) and resolves with sonner when it can show toasts. */
export async function ensureToaster(): Promise<typeof Sonner> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  const [sonner] = await Promise.all([import('sonner'), mounted]);
  return sonner;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Rendered inside the router (root layout), so that links in toasts navigate. */
export function ToasterHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster onMounted={markMounted} />
    </Suspense>
  );
}
