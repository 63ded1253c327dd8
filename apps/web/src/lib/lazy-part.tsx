import { createContext, lazy, useContext, type ComponentType } from 'react';

/**
 * Parts of a page whose code loads apart from the page (below the fold, the footer), as React.lazy
 * does, but which the server renders too. The server notes which parts a page used; the browser
 * loads exactly those before it hydrates. A part still loading during hydration would stay as the
 * server's HTML, and the first update above it (a store that reads the browser's storage, texts
 * that arrive) would make React throw that HTML away and render it again: on a phone, seconds of
 * blocked main thread.
 */

/** Each declared part's loader: the first call loads it, later ones share that load. */
const loaders = new Map<string, () => Promise<unknown>>();

/** The names of the parts a server render used; provided by the server renderer only. */
export const RenderedPartsContext = createContext<Set<string> | null>(null);

export function lazyPart<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  if (loaders.has(name)) throw new Error(`lazyPart: "${name}" is declared twice`);
  let component: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = (): Promise<ComponentType<Props>> =>
    (loading ??= load().then(
      (loadedComponent) => (component = loadedComponent),
      (error: unknown) => {
        // A failed download is not kept: the part's first render asks for it again.
        loading = undefined;
        throw error;
      },
    ));
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
 * parts inside it), so the page hydrates without suspending. Unknown names are ignored. A part
 * that fails to load does not hold the page back: it loads itself when rendered, and a failure
 * then reaches the error boundary as with React.lazy.
 */
export async function preloadParts(names: readonly string[]): Promise<void> {
  let waiting = [...new Set(names)];
  for (;;) {
    const declared = waiting.filter((name) => loaders.has(name));
    if (declared.length === 0) return;
    waiting = waiting.filter((name) => !loaders.has(name));
    await Promise.all(
      declared.map((name) =>
        loaders
          .get(name)?.()
          .catch(() => undefined),
      ),
    );
  }
}
