import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COUNTIES, findCounty, normalizeLocality } from '@shop/shared/romania';
import { cloneTemplateDatabase } from '../test/databases';

/**
 * Migration 0033 (decision 049) runs again here, on sample rows typed the ways customers and staff
 * typed addresses before it, and must store what the shared rules (`findCounty`,
 * `normalizeLocality`) store for new addresses.
 */
const migrationFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle/0034_addresses_normalised.sql',
);

/** county, locality, postal code as typed; what the migration stores (null: left as it was). */
const SAMPLES: [county: string, city: string, postalCode: string, stored: [string, string] | null][] = [
  ['Bucuresti', 'București', '030167', ['București', 'Sector 3']],
  ['municipiul bucurești', 'Sectorul 5', '400114', ['București', 'Sector 5']],
  ['B', 'București, sector 2', '021644', ['București', 'Sector 2']],
  ['BUCHAREST', 'Mun. Bucuresti', '061344', ['București', 'Sector 6']],
  ['București', 'S1', '010402', ['București', 'Sector 1']],
  ['București', 'Sector 4', '040000', ['București', 'Sector 4']],
  ['cluj', 'Cluj-Napoca', '400114', ['Cluj', 'Cluj-Napoca']],
  ['Constanţa', 'Mangalia', '905500', ['Constanța', 'Mangalia']], // the legacy cedilla
  ['bistrita nasaud', 'Bistrița', '420001', ['Bistrița-Năsăud', 'Bistrița']],
  ['IS', 'Iași', '700001', ['Iași', 'Iași']],
  // Left as they were: București with a postal code from outside it, another town in its place,
  // an unknown county.
  ['Bucuresti', 'București', '077190', null],
  ['București', 'Voluntari', '030167', null],
  ['Transilvania', 'Cluj-Napoca', '400114', null],
];
const UNFIXABLE = SAMPLES.filter(([, , , stored]) => stored === null).length;

let database: Awaited<ReturnType<typeof cloneTemplateDatabase>>;
let client: pg.Client;
const notices: string[] = [];

beforeAll(async () => {
  database = await cloneTemplateDatabase(inject('testDatabaseUrl'));
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  client.on('notice', (notice) => notices.push(notice.message ?? ''));
});
afterAll(async () => {
  await client?.end();
  await database?.drop();
});

/** The migration's statements, on this one connection (its helpers live in the session's pg_temp). */
async function runMigration(): Promise<void> {
  const sql = await readFile(migrationFile, 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) await client.query(statement);
}

describe('migration 0033: addresses normalised', () => {
  it('stores counties by name and București localities as sectors, as the shared rules do', async () => {
    const {
      rows: [user],
    } = await client.query<{ id: number }>(
      "INSERT INTO users (username, email, password_hash) VALUES ('migrare', 'migrare@example.ro', 'x') RETURNING id",
    );
    const ids: { address: number; company: number; order: number }[] = [];
    for (const [index, [county, city, postalCode]] of SAMPLES.entries()) {
      const address = await client.query<{ id: number }>(
        `INSERT INTO customer_addresses (user_id, last_name, first_name, phone, county, city, street, postal_code)
         VALUES ($1, 'Popescu', 'Ana', '0722123456', $2, $3, 'Str. Doamnei 12', $4) RETURNING id`,
        [user!.id, county, city, postalCode],
      );
      const company = await client.query<{ id: number }>(
        `INSERT INTO customer_companies (user_id, cui, trade_register, name, county, city, street, postal_code)
         VALUES ($1, $2, 'J40/372/2002', 'Exemplu SRL', $3, $4, 'Bd. Unirii 1', $5) RETURNING id`,
        [user!.id, `RO${index}`, county, city, postalCode],
      );
      const order = await client.query<{ id: number }>(
        `INSERT INTO orders (access_key_hash, email, phone, last_name, first_name, delivery_method,
                             delivery_county, delivery_city, delivery_address, delivery_postal_code,
                             billing_type, billing_county, billing_city, billing_address, billing_postal_code,
                             payment_method, status, subtotal, shipping_cost, total, vat_total)
         VALUES ('h', 'migrare@example.ro', '0722123456', 'Popescu', 'Ana', 'courier',
                 $1, $2, 'Str. Doamnei 12', $3, 'company', $1, $2, 'Bd. Unirii 1', $3,
                 'cash_on_delivery', 'delivered', 1000, 0, 1000, 160) RETURNING id`,
        [county, city, postalCode],
      );
      ids.push({ address: address.rows[0]!.id, company: company.rows[0]!.id, order: order.rows[0]!.id });
    }
    const [county, city, postalCode] = SAMPLES[1]!;
    await client.query(
      'UPDATE shop_settings SET registered_county = $1, registered_city = $2, registered_postal_code = $3',
      [county, city, postalCode],
    );

    await runMigration();

    for (const [index, [county, city, postalCode, stored]] of SAMPLES.entries()) {
      const label = `${county} / ${city} / ${postalCode}`;
      // What a new address typed the same way is stored as (null: refused by the form).
      const canonical = findCounty(county)?.name;
      const locality = canonical ? normalizeLocality(county, city, postalCode) : null;
      expect(canonical && locality !== null ? [canonical, locality] : null, label).toEqual(stored);
      const expected = stored ?? [findCounty(county)?.name ?? county, city];
      const id = ids[index]!;
      const [address] = (
        await client.query('SELECT county, city FROM customer_addresses WHERE id = $1', [id.address])
      ).rows;
      const [company] = (
        await client.query('SELECT county, city FROM customer_companies WHERE id = $1', [id.company])
      ).rows;
      const [order] = (
        await client.query(
          'SELECT delivery_county, delivery_city, billing_county, billing_city FROM orders WHERE id = $1',
          [id.order],
        )
      ).rows;
      expect([address.county, address.city], label).toEqual(expected);
      expect([company.county, company.city], label).toEqual(expected);
      expect([order.delivery_county, order.delivery_city], label).toEqual(expected);
      expect([order.billing_county, order.billing_city], label).toEqual(expected);
    }
    const [settings] = (await client.query('SELECT registered_county, registered_city FROM shop_settings'))
      .rows;
    expect(settings).toEqual({ registered_county: 'București', registered_city: 'Sector 5' });
    // Each unfixable sample is one address book row, one company, an order's two addresses.
    expect(notices.at(-1)).toBe(
      `addresses normalised; ${UNFIXABLE * 4} left as they were (unknown county, or București without a sector)`,
    );
    // Nothing of the migration's stays in the database.
    const helpers = await client.query(
      "SELECT proname FROM pg_proc WHERE proname IN ('canonical_county', 'address_locality')",
    );
    expect(helpers.rows).toEqual([]);
  });

  it('knows every county by its name, its code and its name without diacritics, as findCounty does', async () => {
    const sql = await readFile(migrationFile, 'utf8');
    const countyFunction = sql.split('--> statement-breakpoint')[0]!;
    await client.query(countyFunction);
    try {
      const inputs = COUNTIES.flatMap((county) => [
        county.name,
        county.code.toLowerCase(),
        county.name
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toUpperCase(),
        ` ${county.name.replace('-', ' ')} `,
      ]).concat(['Municipiul București', 'Bucharest', 'Transilvania', '']);
      const { rows } = await client.query<{ input: string; name: string | null }>(
        'SELECT input, pg_temp.canonical_county(input) AS name FROM unnest($1::text[]) AS input',
        [inputs],
      );
      for (const row of rows) expect(row.name, row.input).toBe(findCounty(row.input)?.name ?? null);
    } finally {
      await client.query('DROP FUNCTION pg_temp.canonical_county(text)');
    }
  });
});
