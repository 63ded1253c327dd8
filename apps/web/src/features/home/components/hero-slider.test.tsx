import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HERO_AUTOPLAY_MS } from '@shop/shared/constants';
import type { CategoryNode } from '@shop/shared/schemas/catalog';
import { initI18n } from '@/lib/i18n';
import { HeroSlider } from './hero-slider';

const serums: CategoryNode = {
  id: 1,
  slug: 'ingrijirea-fetei',
  nume: 'Îngrijirea feței',
  nume_en: 'Face care',
  imagine_principala_url: null,
  parent: null,
  sort_number: 1,
  numar_produse: 3,
  subcategorii: [
    {
      id: 8,
      slug: 'seruri',
      nume: 'Seruri',
      nume_en: 'Serums',
      imagine_principala_url: null,
      parent: 1,
      sort_number: 1,
      numar_produse: 3,
      subcategorii: [],
    },
  ],
};

/** Media queries as a given viewport and motion setting would answer them. */
function stubMedia({ width, reducedMotion = false }: { width: number; reducedMotion?: boolean }) {
  vi.stubGlobal('matchMedia', (media: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(media);
    const max = /max-width:\s*([\d.]+)px/.exec(media);
    let matches = false;
    if (media.includes('prefers-reduced-motion')) matches = reducedMotion;
    else if (min) matches = width >= Number(min[1]);
    else if (max) matches = width <= Number(max[1]);
    return {
      matches,
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderHero() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <HeroSlider categories={[serums]} />
          <Location />
        </>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

const slide = (index: number) =>
  document.querySelector<HTMLElement>(`[aria-roledescription="slide"][aria-label="${index} din 2"]`)!;
const current = () => (slide(1).getAttribute('aria-hidden') === 'true' ? 2 : 1);

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('HeroSlider (contract §2)', () => {
  it('turns every 6.5 s, and not while the pointer rests on it or after pause', () => {
    stubMedia({ width: 1280 });
    renderHero();
    expect(current()).toBe(1);
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_MS));
    expect(current()).toBe(2);

    const carousel = screen.getByRole('region', { name: 'Oferte' });
    fireEvent.mouseEnter(carousel);
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_MS * 2));
    expect(current()).toBe(2);
    fireEvent.mouseLeave(carousel);

    fireEvent.click(screen.getByRole('button', { name: 'Oprește derularea ofertelor' }));
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_MS * 2));
    expect(current()).toBe(2);
    expect(screen.getByRole('button', { name: 'Pornește derularea ofertelor' })).toBeInTheDocument();
  });

  it('does not turn by itself with reduced motion; arrows and dots still work', () => {
    stubMedia({ width: 1280, reducedMotion: true });
    renderHero();
    act(() => void vi.advanceTimersByTime(HERO_AUTOPLAY_MS * 3));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Oferta următoare' }));
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Arată oferta 1' }));
    expect(current()).toBe(1);
    expect(screen.getByRole('button', { name: 'Arată oferta 1' })).toHaveAttribute('aria-current', 'true');
  });

  it('points the offer at the serums subcategory on desktop', () => {
    stubMedia({ width: 1280 });
    renderHero();
    const links = screen.getAllByRole('link', { name: 'Vezi oferta', hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/produse/apa-termala',
      '/produse/seruri',
    ]);
  });

  it('uses the parent category below 992 px', () => {
    stubMedia({ width: 800 });
    renderHero();
    const links = screen.getAllByRole('link', { name: 'Vezi oferta', hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/produse/apa-termala',
      '/produse/ingrijirea-fetei',
    ]);
  });

  it('ignores a click on the picture at phone widths, follows it on wider screens', () => {
    stubMedia({ width: 390 });
    renderHero();
    const picture = slide(1).querySelector('a[aria-hidden="true"]')!;
    fireEvent.click(picture);
    expect(screen.getByTestId('location')).toHaveTextContent('/');
    expect(screen.getByTestId('location').textContent).toBe('/');

    stubMedia({ width: 1024 });
    fireEvent.click(picture);
    expect(screen.getByTestId('location').textContent).toBe('/produse/apa-termala');
  });

  it('gives the first picture priority and fixed sizes (no layout shift)', () => {
    stubMedia({ width: 1280 });
    renderHero();
    const [first, second] = document.querySelectorAll('img');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '800');
    expect(first).toHaveAttribute('height', '800');
    expect(second).toHaveAttribute('loading', 'lazy');
  });
});
