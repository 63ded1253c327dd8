import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shop/shared/constants';
import { initI18n } from '@/lib/i18n';

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(() => {
  vi.resetModules();
});

/** Imports the banner after localStorage is set, as the app does at start-up. */
async function renderBanner(path = '/') {
  // A fresh module graph has a fresh translator: give it the banner's texts, as app-shell.tsx does.
  const { loadTexts } = await import('@/lib/i18n');
  await loadTexts('ro', ['consent']);
  const { CookieBanner } = await import('./cookie-banner');
  const { ConsentSettings } = await import('./consent-settings');
  const router = createMemoryRouter(
    [
      { path: '/', element: <CookieBanner /> },
      { path: '/en', element: <CookieBanner /> },
      {
        path: '/politica-cookies',
        element: (
          <>
            <ConsentSettings />
            <CookieBanner />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('cookie banner', () => {
  it('shows on the first visit as a labelled region that links to /politica-cookie', async () => {
    await renderBanner();
    const banner = screen.getByRole('region', { name: 'Cookie-uri pe Salvia' });
    expect(within(banner).getByRole('link', { name: 'Politica de cookies' })).toHaveAttribute(
      'href',
      '/politica-cookie',
    );
    expect(within(banner).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Refuz' })).toBeInTheDocument();
    // Not modal: nothing took the focus.
    expect(document.activeElement).toBe(document.body);
    // First in the document, so the first Tab reaches it wherever the layout mounts it.
    expect(document.body.firstElementChild).toContainElement(banner);
  });

  it('keeps the /en prefix on the policy link', async () => {
    await renderBanner('/en');
    expect(screen.getByRole('link', { name: 'Politica de cookies' })).toHaveAttribute(
      'href',
      '/en/politica-cookie',
    );
  });

  it('Accept stores the four flags as granted and hides the banner', async () => {
    await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.cookieConsent) ?? 'null')).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    });
  });

  it('Decline stores the four flags as denied and hides the banner', async () => {
    await renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Refuz' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe(
      '{"ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied","analytics_storage":"denied"}',
    );
  });

  it('stays hidden on a later visit, and the cookie policy lets the visitor change the choice', async () => {
    localStorage.setItem(
      STORAGE_KEYS.cookieConsent,
      JSON.stringify({
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      }),
    );
    await renderBanner('/politica-cookies');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ai refuzat cookie-urile de statistici și publicitate.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Schimbă alegerea' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ai acceptat cookie-urile de statistici și publicitate.',
    );
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
