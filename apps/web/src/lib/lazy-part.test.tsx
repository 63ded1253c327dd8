import { render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPart, preloadParts, RenderedPartsContext } from '@/lib/lazy-part';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('lazyPart', () => {
  it('suspends until its code is in, like React.lazy', async () => {
    const code = deferred<() => ReactElement>();
    const Part = lazyPart('test-suspends', () => code.promise);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    code.resolve(() => <p>part</p>);
    expect(await screen.findByText('part')).toBeInTheDocument();
  });

  it('renders at once, without suspending, once preloaded', async () => {
    const Part = lazyPart('test-preloaded', async () => () => <p>ready</p>);
    await preloadParts(['test-preloaded']);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('preloads the parts a loaded part declares, and ignores names it does not know', async () => {
    let Inner: ReturnType<typeof lazyPart> | null = null;
    const Outer = lazyPart('test-outer', async () => {
      // The outer part's module declares the inner one when it is evaluated.
      Inner ??= lazyPart('test-inner', async () => () => <span>inner</span>);
      const InnerPart = Inner;
      return () => (
        <p>
          outer <InnerPart />
        </p>
      );
    });
    await preloadParts(['test-inner', 'test-outer', 'test-unknown']);
    render(<Outer />);
    expect(screen.getByText('inner')).toBeInTheDocument();
  });

  it('does not hold the page back when a part fails to load, and loads it again when rendered', async () => {
    let attempts = 0;
    const Part = lazyPart('test-flaky', async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('the chunk did not arrive');
      return () => <p>second try</p>;
    });
    await expect(preloadParts(['test-flaky'])).resolves.toBeUndefined();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
    expect(await screen.findByText('second try')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('tells the server renderer which parts a page used', async () => {
    const Used = lazyPart('test-used', async () => () => <p>used</p>);
    lazyPart('test-unused', async () => () => <p>unused</p>);
    await preloadParts(['test-used']);
    const parts = new Set<string>();
    const html = renderToString(
      <RenderedPartsContext.Provider value={parts}>
        <Used />
      </RenderedPartsContext.Provider>,
    );
    expect(html).toContain('used');
    expect([...parts]).toEqual(['test-used']);
  });

  it('refuses a name declared twice', () => {
    lazyPart('test-twice', async () => () => null);
    expect(() => lazyPart('test-twice', async () => () => null)).toThrow(/declared twice/);
  });
});
