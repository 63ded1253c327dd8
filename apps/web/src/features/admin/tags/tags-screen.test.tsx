import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminTag } from '@shop/shared/schemas/admin/tags';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { TagsScreen } from './tags-screen';

vi.mock('@/lib/toasts', () => ({ showShopToast: vi.fn() }));
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initI18n('ro');
  document.cookie = 'csrftoken=test';
});

const tag = (id: number, nume: string, numar_produse: number): AdminTag => ({
  id,
  nume,
  nume_en: `${nume} EN`,
  slug: `t-${id}`,
  numar_produse,
});
const TAGS = [tag(1, 'Vegan', 12), tag(2, 'Fără parfum', 4), tag(3, 'Vegană', 1)];

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function mockApi(answers: { save?: Response } = {}) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.pathname === '/api/admin/tags/' && method === 'GET') {
        const q = url.searchParams.get('q')?.toLowerCase() ?? '';
        const results = TAGS.filter((item) => item.nume.toLowerCase().includes(q));
        return json({ count: results.length, results });
      }
      if (method === 'DELETE') return json(null, 204);
      if (answers.save && (method === 'POST' || method === 'PUT') && !url.pathname.endsWith('/merge/')) {
        return answers.save.clone();
      }
      return json(TAGS[0]);
    }),
  );
  return calls;
}

function renderScreen() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      {/* The list keeps its search and page in the URL. */}
      <MemoryRouter initialEntries={['/admin/tags']}>
        <TagsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('TagsScreen', () => {
  it('lists the tags with their product counts and searches them', async () => {
    const user = userEvent.setup();
    const calls = mockApi();
    renderScreen();
    const row = (await screen.findByRole('cell', { name: 'Fără parfum' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '4' })).toBeInTheDocument();
    expect(screen.getByText('3 etichete')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Caută o etichetă' }), 'vegan');
    // The search settles, then goes through the URL to the query.
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('q')).toBe('vegan'), { timeout: 3000 });
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Fără parfum' })).not.toBeInTheDocument());
  });

  it('shows a taken slug next to its field', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      save: json(
        { detail: 'Slug-ul există deja.', code: 'admin.duplicate', slug: ['Slug-ul există deja.'] },
        409,
      ),
    });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Etichetă nouă' }));
    const dialog = screen.getByRole('dialog', { name: 'Etichetă nouă' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    expect(within(dialog).getByText('Numele în română este obligatoriu.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Nume (română)' }), 'Bio');
    await user.type(within(dialog).getByRole('textbox', { name: 'Slug' }), 'vegan');
    await user.click(within(dialog).getByRole('button', { name: 'Salvează' }));
    expect(await within(dialog).findByText('Există deja o etichetă cu acest slug.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      nume: 'Bio',
      nume_en: '',
      slug: 'vegan',
    });
  });

  it('merges a tag into the one chosen, which cannot be itself', async () => {
    const user = userEvent.setup();
    const calls = mockApi();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Unește Vegană cu altă etichetă' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Unește „Vegană” cu altă etichetă' });
    await user.click(within(dialog).getByRole('button', { name: 'Unește' }));
    expect(within(dialog).getByText('Alege eticheta care rămâne.')).toBeInTheDocument();
    const into = within(dialog).getByRole('combobox', { name: 'Eticheta care rămâne' });
    await waitFor(() => expect(within(into).getAllByRole('option')).toHaveLength(3));
    expect(within(into).queryByRole('option', { name: /^Vegană/ })).not.toBeInTheDocument();
    await user.selectOptions(into, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Unește' }));
    await waitFor(() => {
      const merge = calls.find((call) => call.url.pathname.endsWith('/merge/'));
      expect(merge?.url.pathname).toBe('/api/admin/tags/3/merge/');
      expect(merge?.body).toEqual({ into: 1 });
    });
  });

  it('deletes a tag after confirmation', async () => {
    const user = userEvent.setup();
    const calls = mockApi();
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Șterge Vegan' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Ștergi eticheta „Vegan”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Șterge' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.url.pathname).toBe('/api/admin/tags/1/'),
    );
  });
});
