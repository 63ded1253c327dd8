import { createContext, lazy, useContext, type ComponentType } from 'react';

/**
 * Parts of a page whose code loads apart from the page (below the fold, the footer), as React.lazy
 * does, but which the server renders too. The server notes which parts a page used; the browser
 * loads exactly those before it hydrates. A part still loading during hydration would stay as the
 * server's HTML, and the first update above it (a store that reads the browser's storage, texts
 * that arrive) would make React throw that HTML away and render it again: on a phone, seconds of
 * blocked main thread.
 */

type Loader = () => Promise<unknown>;

const loaders = new Map<string, Loader>();
const loaded = new Set<string>();

/** The names of the parts a server render used; provided by the server renderer only. */
export const RenderedPartsContext = createContext<Set<string> | null>(null);

export function lazyPart<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  if (loaders.has(name)) throw new Error(`lazyPart: "${name}" is declared twice`);
  let component: ComponentType<Props> | null = null;
  const loadOnce = (): Promise<ComponentType<Props>> =>
    load().then((loadedComponent) => {
      component = loadedComponent;
      loaded.add(name);
      return loadedComponent;
    });
  loaders.set(name, loadOnce);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));

  function Part(props: Props) {
    useContext(RenderedPartsContext)?.add(name);
    // Once loaded (before hydration, or by an earlier render), rendered directly: nothing suspends.
    const Loaded = component;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  Part.displayName = `LazyPart(${name})`;
  return Part;
}

/**
 * Loads the named parts, and the parts they declare in turn (a part's module may declare the
 * parts inside it), so the page hydrates without suspending. Unknown names are ignored.
 */
export async function preloadParts(names: readonly string[]): Promise<void> {
  const pending = new Set(names);
  for (;;) {
    const ready = [...pending].filter((name) => loaders.has(name) && !loaded.has(name));
    for (const name of pending) if (loaded.has(name) || loaders.has(name)) pending.delete(name);
    if (ready.length === 0) return;
    await Promise.all(ready.map((name) => loaders.get(name)?.()));
  }
}
