import type { OrderCreateBody, OrderCreated } from '@shop/shared/schemas/checkout';
import type { TestApp } from './test-app';

/** A valid order body (contract §7) for the given lines; override any field. */
export function orderBody(
  lines: { produs: number; cantitate: number }[],
  overrides: Partial<OrderCreateBody> & Record<string, unknown> = {},
): OrderCreateBody {
  return {
    produse: lines,
    email: 'ana.test@example.ro',
    telefon: '0722 123 456',
    nume: 'Popescu',
    prenume: 'Ana',
    livrare: {
      metoda: 'curier',
      judet: 'Cluj',
      localitate: 'Cluj-Napoca',
      adresa: 'Str. Memorandumului 1',
      cod_postal: '400114',
    },
    facturare: { tip: 'persoana_fizica' },
    plata: 'ramburs',
    accept_termeni: true,
    ...overrides,
  } as OrderCreateBody;
}

/** Sets a product's price (bani), discounted price, stock and VAT for a test. */
export async function setProduct(
  t: TestApp,
  id: number,
  values: { price?: number; discounted?: number | null; stock?: number; vat?: number; active?: boolean },
): Promise<void> {
  await t.query(
    `UPDATE products SET price = coalesce($2, price),
            discounted_price = CASE WHEN $3::boolean THEN $4::int ELSE discounted_price END,
            stock = coalesce($5, stock), vat_rate = coalesce($6, vat_rate), is_active = coalesce($7, is_active)
      WHERE id = $1`,
    [
      id,
      values.price ?? null,
      values.discounted !== undefined,
      values.discounted ?? null,
      values.stock ?? null,
      values.vat ?? null,
      values.active ?? null,
    ],
  );
}

export async function stockOf(t: TestApp, id: number): Promise<number> {
  const [row] = await t.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [id]);
  return row!.stock;
}

export function placeOrder(t: TestApp, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/comenzi/', payload: body as object, headers });
}

export async function placeOk(
  t: TestApp,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<OrderCreated> {
  const response = await placeOrder(t, body, headers);
  if (response.statusCode !== 201) throw new Error(`order failed ${response.statusCode}: ${response.body}`);
  return response.json<OrderCreated>();
}
