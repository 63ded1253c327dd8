import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { RequireAuth } from './require-auth';

function Where() {
  const location = useLocation();
  return <p>login at {`${location.pathname}${location.search}`}</p>;
}

const pages: RouteObject[] = [
  { path: 'login', element: <Where /> },
  { Component: RequireAuth, children: [{ path: 'contul-meu', element: <p>account page</p> }] },
];
const routes: RouteObject[] = [{ path: 'en', children: pages }, ...pages];

function renderAt(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

beforeEach(() => {
  useAuthStore.setState({ token: null, isAdmin: false });
});

describe('account guard', () => {
  it('sends a visitor without a token to login with next', async () => {
    renderAt('/contul-meu');
    expect(await screen.findByText('login at /login?next=/contul-meu')).toBeInTheDocument();
    expect(screen.queryByText('account page')).not.toBeInTheDocument();
  });

  it('keeps the language prefix and the whole address in next', async () => {
    renderAt('/en/contul-meu?tab=orders');
    expect(
      await screen.findByText('login at /en/login?next=/en/contul-meu%3Ftab%3Dorders'),
    ).toBeInTheDocument();
  });

  it('shows the page to a signed-in customer', async () => {
    useAuthStore.setState({ token: 'tok' });
    renderAt('/contul-meu');
    expect(await screen.findByText('account page')).toBeInTheDocument();
  });
});
