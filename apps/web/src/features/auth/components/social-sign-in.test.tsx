import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { SocialSignIn } from './social-sign-in';

const fetchMock = vi.fn<typeof fetch>();

function renderAt(path: string, providers: string[]) {
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ providers }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  const router = createMemoryRouter([{ path: '/login', element: <SocialSignIn next="/contul-meu" /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('social sign-in buttons', () => {
  it('link each configured provider to its start, with where to land', async () => {
    renderAt('/login', ['google', 'facebook']);
    expect(await screen.findByRole('link', { name: 'Continuă cu Google' })).toHaveAttribute(
      'href',
      '/api/auth/social/google/start/?next=%2Fcontul-meu',
    );
    expect(screen.getByRole('link', { name: 'Continuă cu Facebook' })).toHaveAttribute(
      'href',
      '/api/auth/social/facebook/start/?next=%2Fcontul-meu',
    );
    expect(screen.getByText(/accepți Termenii și condițiile/)).toBeInTheDocument();
  });

  it('show nothing without providers, and say why a sign-in came back failed', async () => {
    renderAt('/login?social=email', []);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Furnizorul nu ne-a dat o adresă de email confirmată.',
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
