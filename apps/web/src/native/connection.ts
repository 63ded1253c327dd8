/**
 * Whether the device is online, as the app's network plugin reports it (native/start.ts feeds it).
 * Kept apart from the plugin, so the shell can read it without loading any native code: on the web
 * nothing feeds it and it stays online.
 */
let online = true;
const listeners = new Set<() => void>();

export const connectionStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): boolean => online,
  getServerSnapshot: (): boolean => true,
  setOnline(next: boolean): void {
    if (next === online) return;
    online = next;
    listeners.forEach((listener) => listener());
  },
};
