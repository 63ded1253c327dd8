import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { AdminQueryState, AdminScreen } from './admin-screen';

const settled = {
  isPending: false,
  isError: false,
  isFetching: false,
  error: null as unknown,
  refetch: vi.fn(),
};

function renderState(query: Partial<typeof settled>, empty: boolean) {
  render(
    <AdminQueryState query={{ ...settled, ...query }} empty={empty} emptyTitle="Nimic aici">
      <p>rândurile</p>
    </AdminQueryState>,
  );
}

describe('AdminQueryState', () => {
  it('shows a busy status while the first answer loads', () => {
    renderState({ isPending: true }, true);
    expect(screen.getByRole('status', { name: 'Se încarcă…' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('rândurile')).not.toBeInTheDocument();
  });

  it('offers a retry when loading failed and nothing is shown', async () => {
    const refetch = vi.fn();
    renderState({ isError: true, refetch }, true);
    expect(screen.getByRole('alert')).toHaveTextContent('Nu am putut încărca datele.');
    await userEvent.click(screen.getByRole('button', { name: 'Încearcă din nou' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('says the account may not see the screen when the API answers 403, without a useless retry', () => {
    const error = new ApiError({ status: 403, detail: 'Nu aveți permisiunea.', code: 'auth.forbidden' });
    renderState({ isError: true, error }, true);
    expect(screen.getByRole('alert')).toHaveTextContent('Nu ai acces la această pagină');
    expect(screen.queryByText('Nu am putut încărca datele.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Încearcă din nou' })).not.toBeInTheDocument();
  });

  it('keeps the rows already shown when a refresh fails', () => {
    renderState({ isError: true }, false);
    expect(screen.getByText('rândurile')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there are no rows', () => {
    renderState({}, true);
    expect(screen.getByText('Nimic aici')).toBeInTheDocument();
    expect(screen.queryByText('rândurile')).not.toBeInTheDocument();
  });
});

describe('AdminScreen', () => {
  it('labels the section by its heading, with the actions beside it', () => {
    render(
      <AdminScreen id="test" title="Comenzi" actions={<button type="button">Nouă</button>}>
        <p>rânduri</p>
      </AdminScreen>,
    );
    const section = screen.getByRole('region', { name: 'Comenzi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Comenzi' })).toBeInTheDocument();
    expect(section).toContainElement(screen.getByRole('button', { name: 'Nouă' }));
  });
});
