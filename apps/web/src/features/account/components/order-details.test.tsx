import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadTexts } from '@/lib/i18n';
import { OrderFacts } from './order-details';

const placed = {
  livrare: {
    metoda: 'curier' as const,
    adresa: 'Str. Memorandumului 10',
    localitate: 'Cluj-Napoca',
    judet: 'Cluj',
    cod_postal: '400114',
  },
  plata: 'ramburs' as const,
  paid_at: null,
  facturare: { tip: 'persoana_fizica' as const },
};

beforeAll(async () => {
  await initI18n('ro');
  await loadTexts('ro', ['account']);
});

describe("the customer's order facts", () => {
  it('show the AWB and the tracking link under the delivery once the order has a live AWB', () => {
    render(
      <OrderFacts
        order={{
          ...placed,
          livrare_awb: {
            curier: 'sameday',
            awb: '1SDY987654321',
            url_urmarire: 'https://www.sameday.ro/#awb=1SDY987654321',
          },
        }}
      />,
    );
    const delivery = screen.getByText('Livrare').nextElementSibling as HTMLElement;
    expect(delivery).toHaveTextContent('Curier: Str. Memorandumului 10');
    expect(within(delivery).getByText('1SDY987654321')).toBeInTheDocument();
    expect(within(delivery).getByRole('link', { name: /Urmărește coletul/ })).toHaveAttribute(
      'href',
      'https://www.sameday.ro/#awb=1SDY987654321',
    );
  });

  it('show no AWB before there is one', () => {
    render(<OrderFacts order={{ ...placed, livrare_awb: null }} />);
    expect(screen.getByText('Livrare')).toBeInTheDocument();
    expect(screen.queryByText(/AWB/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
