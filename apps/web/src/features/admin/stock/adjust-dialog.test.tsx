import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/react-query';
import { AdjustDialog } from './adjust-dialog';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const ITEM = {
  id: 7,
  sku: 'DRM-0007',
  title: 'Cremă de zi',
  slug: 'crema-de-zi',
  stock: 4,
  is_active: true,
  image: null,
};

function renderDialog() {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AdjustDialog item={ITEM} onClose={vi.fn()} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onDone };
}

/** The JSON bodies posted to the adjustment endpoint. */
function postedBodies(): unknown[] {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/adjustments/'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

beforeAll(async () => {
  await initI18n('ro');
});

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrftoken=test';
});

// Typing into a Radix dialog is slow on a shared 2-core machine; this is a budget, not an assertion.
const SLOW = 20_000;

describe('AdjustDialog', () => {
  it(
    'shows the resulting stock and refuses a result below zero before sending anything',
    async () => {
      const user = userEvent.setup();
      renderDialog();
      await user.type(screen.getByRole('textbox', { name: 'Modificare (+/−)' }), '-5');
      expect(screen.getAllByText('Stocul nu poate deveni negativ.').length).toBeGreaterThan(0);
      await user.clear(screen.getByRole('textbox', { name: 'Modificare (+/−)' }));
      await user.type(screen.getByRole('textbox', { name: 'Modificare (+/−)' }), '+6');
      expect(screen.getByText('Stoc după ajustare: 10')).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Setează valoarea exactă' }));
      expect(screen.getByText('Stoc după ajustare: 6')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Salvează ajustarea' }));
      expect(
        await screen.findByText('Motivul trebuie să aibă între 3 și 500 de caractere.'),
      ).toBeInTheDocument();
      expect(postedBodies()).toEqual([]);
    },
    SLOW,
  );

  it(
    'sends the stock it showed, and on a conflict shows the new stock and asks again',
    async () => {
      const user = userEvent.setup();
      fetchMock.mockResolvedValueOnce(
        json({ detail: 'Stocul s-a schimbat.', code: 'conflict', stock: 2 }, 409),
      );
      const { onDone } = renderDialog();
      await user.type(screen.getByRole('textbox', { name: 'Modificare (+/−)' }), '3');
      await user.type(screen.getByRole('textbox', { name: 'Motiv' }), 'Recepție');
      await user.click(screen.getByRole('button', { name: 'Salvează ajustarea' }));
      expect(
        await screen.findByText(
          'Stocul s-a schimbat între timp (acum 2). Verifică valoarea și salvează din nou.',
        ),
      ).toBeInTheDocument();
      expect(await screen.findByText('Stoc după ajustare: 5')).toBeInTheDocument();
      expect(postedBodies()).toEqual([{ delta: 3, reason: 'Recepție', expected_stock: 4 }]);

      fetchMock.mockResolvedValueOnce(
        json(
          {
            product_id: 7,
            stock: 5,
            movement: {
              id: 1,
              kind: 'manual',
              delta: 3,
              stock_after: 5,
              reason: 'Recepție',
              order_id: null,
              user_email: null,
              created_at: '2026-11-23T10:00:00Z',
            },
          },
          201,
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Salvează ajustarea' }));
      await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith('Stocul pentru Cremă de zi este acum 5.'));
      expect(postedBodies()[1]).toEqual({ delta: 3, reason: 'Recepție', expected_stock: 2 });
    },
    SLOW,
  );
});
