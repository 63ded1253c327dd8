import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import type { CartLine } from '@/stores/cart-store';
import { LinePrice } from './line-price';

beforeAll(async () => {
  await initI18n('ro');
});

const base: CartLine = {
  id: 7,
  slug: 'apa-termala-300-ml',
  titlu: 'Apă termală 300 ml',
  titlu_en: 'Thermal water 300 ml',
  pret: '60.00',
  pret_redus: '45.00',
  stoc: 9,
  imagine_principala_url: null,
  cantitate: 2,
};

describe('LinePrice', () => {
  it('shows the price per 100 ml and, while reduced, the lowest price of the last 30 days', () => {
    render(<LinePrice line={{ ...base, pret_minim_30_zile: '52.50', cantitate_neta: 300, unitate: 'ml' }} />);
    expect(screen.getByText('45,00 lei')).toBeInTheDocument();
    expect(screen.getByText(/15,00 lei \/ 100 ml/)).toBeInTheDocument();
    expect(screen.getByText('Cel mai mic preț din ultimele 30 de zile: 52,50 lei')).toBeInTheDocument();
  });

  it('shows no lowest price when the product is not reduced', () => {
    render(
      <LinePrice
        line={{ ...base, pret_redus: null, pret_minim_30_zile: '40.00', cantitate_neta: 250, unitate: 'g' }}
      />,
    );
    expect(screen.getByText(/240,00 lei \/ kg/)).toBeInTheDocument();
    expect(screen.queryByText(/ultimele 30 de zile/)).not.toBeInTheDocument();
  });

  it('keeps a line stored before these fields existed as it was', () => {
    const { container } = render(<LinePrice line={base} />);
    expect(screen.getByText('45,00 lei')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/100 ml|ultimele 30 de zile/);
  });
});
