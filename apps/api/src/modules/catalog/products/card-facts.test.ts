import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baniToDecimal } from '@shop/shared/money';
import { type ProductDetail, type ProductSummary, productSummarySchema } from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import { mediaUrl, SHOP_MEDIA_BASE } from '../../../lib/media';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { withMediaBase } from './products.mapper';

/**
 * A product card (its own columns, categories, tags, rating and Omnibus price) is stored per
 * product and kept by triggers (product_card_facts). Whatever writes the catalogue (the admin, an
 * import, an order, psql), the next answer shows the change: each test writes in SQL and reads the
 * public API back at once.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function summary(id: number): Promise<ProductSummary> {
  const response = await t.app.inject({ method: 'GET', url: `/api/produse/?ids=${id}` });
  expect(response.statusCode).toBe(200);
  const [product] = response.json<Page<ProductSummary>>().results;
  if (!product) throw new Error(`product ${id} is not listed`);
  return product;
}

async function detail(id: number): Promise<ProductDetail> {
  const [row] = await t.query<{ slug: string }>('SELECT slug FROM products WHERE id = $1', [id]);
  const response = await t.app.inject({ method: 'GET', url: `/api/produse/${row!.slug}/` });
  expect(response.statusCode).toBe(200);
  return response.json<ProductDetail>();
}

async function linkedCategory(productId: number) {
  const [row] = await t.query<{ category_id: number }>(
    'SELECT category_id FROM product_categories WHERE product_id = $1 ORDER BY position LIMIT 1',
    [productId],
  );
  return row!.category_id;
}

describe('product card facts', () => {
  it('exist for every product, seeded or created later', async () => {
    await t.query(
      `INSERT INTO products (slug, title, price, stock) VALUES ('produs-nou-fapte', 'Produs nou', 1990, 3)`,
    );
    const [missing] = await t.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM products p
        WHERE NOT EXISTS (SELECT 1 FROM product_card_facts f WHERE f.product_id = p.id)`,
    );
    expect(missing!.count).toBe(0);
    const [created] = await t.query<{ id: number }>(
      `SELECT id FROM products WHERE slug = 'produs-nou-fapte'`,
    );
    const product = await summary(created!.id);
    expect(product).toMatchObject({ categorie: [], tags: [], rating_mediu: null, numar_recenzii: 0 });
  });

  it('follow a category renamed, linked and unlinked', async () => {
    const categoryId = await linkedCategory(1);
    await t.query(`UPDATE categories SET name = 'Redenumită', slug = 'redenumita' WHERE id = $1`, [
      categoryId,
    ]);
    expect((await summary(1)).categorie[0]).toMatchObject({
      id: categoryId,
      nume: 'Redenumită',
      slug: 'redenumita',
    });

    const [other] = await t.query<{ id: number }>(
      `SELECT id FROM categories WHERE id NOT IN (SELECT category_id FROM product_categories WHERE product_id = 1) LIMIT 1`,
    );
    await t.query('INSERT INTO product_categories (product_id, category_id, position) VALUES (1, $1, 99)', [
      other!.id,
    ]);
    expect((await summary(1)).categorie.map((category) => category.id)).toContain(other!.id);

    await t.query('DELETE FROM product_categories WHERE product_id = 1 AND category_id = $1', [other!.id]);
    expect((await summary(1)).categorie.map((category) => category.id)).not.toContain(other!.id);
  });

  it('follow a tag renamed, added and removed', async () => {
    const [tag] = await t.query<{ id: number }>(
      `INSERT INTO tags (name, name_en, slug) VALUES ('Eticheta nouă', 'New tag', 'eticheta-noua') RETURNING id`,
    );
    await t.query('INSERT INTO product_tags (product_id, tag_id) VALUES (2, $1)', [tag!.id]);
    expect((await summary(2)).tags).toContainEqual({
      id: tag!.id,
      nume: 'Eticheta nouă',
      nume_en: 'New tag',
      slug: 'eticheta-noua',
    });

    await t.query(`UPDATE tags SET name_en = 'Renamed tag' WHERE id = $1`, [tag!.id]);
    expect((await summary(2)).tags.find((candidate) => candidate.id === tag!.id)?.nume_en).toBe(
      'Renamed tag',
    );

    await t.query('DELETE FROM product_tags WHERE product_id = 2 AND tag_id = $1', [tag!.id]);
    expect((await summary(2)).tags.map((candidate) => candidate.id)).not.toContain(tag!.id);
  });

  it('follow reviews written, hidden and deleted', async () => {
    await t.query('DELETE FROM reviews WHERE product_id = 3');
    expect(await summary(3)).toMatchObject({ rating_mediu: null, numar_recenzii: 0 });

    await t.query(
      `INSERT INTO reviews (product_id, author_name, rating, comment) VALUES (3, 'Ana', 5, 'Foarte bună'), (3, 'Ion', 4, 'Bună')`,
    );
    expect(await summary(3)).toMatchObject({ rating_mediu: 4.5, numar_recenzii: 2 });

    await t.query(`UPDATE reviews SET is_approved = false WHERE product_id = 3 AND author_name = 'Ion'`);
    expect(await summary(3)).toMatchObject({ rating_mediu: 5, numar_recenzii: 1 });
    expect(await detail(3)).toMatchObject({ rating_mediu: 5, numar_recenzii: 1 });

    await t.query('DELETE FROM reviews WHERE product_id = 3');
    expect(await summary(3)).toMatchObject({ rating_mediu: null, numar_recenzii: 0 });
  });

  it('follow a reduction: the Omnibus price appears with it and goes with it', async () => {
    await t.query('UPDATE products SET price = 5000, discounted_price = NULL WHERE id = 4');
    expect((await summary(4)).pret_minim_30_zile).toBeNull();

    await t.query('UPDATE products SET discounted_price = 4000 WHERE id = 4');
    const reduced = await summary(4);
    expect(reduced.pret_redus).toBe('40.00');
    expect(reduced.pret_minim_30_zile).toBe('50.00');

    await t.query('UPDATE products SET discounted_price = NULL WHERE id = 4');
    expect((await summary(4)).pret_minim_30_zile).toBeNull();
  });

  it("follow the product's own columns: stock, title, images, price and quantity", async () => {
    await t.query(
      `UPDATE products SET stock = 7, title = 'Titlu schimbat', title_en = 'Changed title', sku = 'SKU-FAPTE-5',
              images = ARRAY['products/a.jpg', 'products/b.jpg'], price = 3210, discounted_price = NULL,
              net_quantity = 150, unit = 'ml'
        WHERE id = 5`,
    );
    const product = await summary(5);
    expect(product).toMatchObject({
      stoc: 7,
      titlu: 'Titlu schimbat',
      titlu_en: 'Changed title',
      sku: 'SKU-FAPTE-5',
      imagine_principala: 'products/a.jpg',
      pret: '32.10',
      pret_redus: null,
      cantitate_neta: 150,
      unitate: 'ml',
    });
    expect(product.img1_url).toMatch(/\/products\/b\.jpg$/);
    expect(await detail(5)).toMatchObject({ stoc: 7, titlu: 'Titlu schimbat', pret: '32.10' });

    await t.query('UPDATE products SET stock = 10 WHERE id = 6');
    await t.query('UPDATE products SET stock = stock - 2 WHERE id = ANY($1::int[])', [[5, 6]]);
    expect((await summary(5)).stoc).toBe(5);
    expect((await summary(6)).stoc).toBe(8);
  });

  it('are not rewritten by an edit no card shows', async () => {
    const stored = () =>
      t.query<{ version: string }>(
        'SELECT xmin::text AS version FROM product_card_facts WHERE product_id = 6',
      );
    const [before] = await stored();
    await t.query(`UPDATE products SET description = 'Altă descriere', updated_at = now() WHERE id = 6`);
    const [after] = await stored();
    expect(after!.version).toBe(before!.version);
  });

  it('are, for every product, the ProductSummary the API promises, by the same rules as the server', async () => {
    // Edge cases of the rules the SQL repeats: media paths absolute, with a slash, empty; text
    // that looks like a URL field; quotes, a backslash and diacritics; amounts under a leu.
    await t.query(
      `UPDATE products SET images = ARRAY['https://cdn.example.ro/a.jpg', '/products/b.jpg', '', 'products/c d.jpg'],
              title = $1, price = 5, discounted_price = 0
        WHERE id = 7`,
      ['Cremă "img1_url":"x\\y" și ț'],
    );
    const media = SHOP_MEDIA_BASE;
    const rows = await t.query<{
      card: string;
      title: string;
      price: number;
      discounted_price: number | null;
      images: string[];
      created_at: Date;
      lowest_30_days: number | null;
    }>(
      `SELECT f.card::text AS card, p.title, p.price, p.discounted_price, p.images, p.created_at, f.lowest_30_days
         FROM product_card_facts f JOIN products p ON p.id = f.product_id`,
    );
    expect(rows.length).toBeGreaterThan(100);
    const money = (bani: number | null) => (bani === null ? null : baniToDecimal(bani));
    for (const row of rows) {
      const card = productSummarySchema.strict().parse(JSON.parse(withMediaBase(row.card, media)));
      expect(card).toMatchObject({
        titlu: row.title,
        pret: money(row.price),
        pret_redus: money(row.discounted_price),
        imagine_principala: row.images[0] ?? null,
        imagine_principala_url: mediaUrl(media, row.images[0]),
        img1_url: mediaUrl(media, row.images[1]),
        img2_url: mediaUrl(media, row.images[2]),
        img3_url: mediaUrl(media, row.images[3]),
        created_at: row.created_at.toISOString(),
        pret_minim_30_zile: money(row.lowest_30_days),
      });
      for (const category of card.categorie) {
        expect(Object.keys(category)).toEqual(['id', 'nume', 'nume_en', 'slug', 'parent']);
      }
      for (const tag of card.tags) expect(Object.keys(tag)).toEqual(['id', 'nume', 'nume_en', 'slug']);
    }
    const edge = await summary(7);
    expect(edge).toMatchObject({
      titlu: 'Cremă "img1_url":"x\\y" și ț',
      pret: '0.05',
      pret_redus: '0.00',
      imagine_principala_url: 'https://cdn.example.ro/a.jpg',
      img1_url: `${media}/products/b.jpg`,
      img2_url: null,
      img3_url: `${media}/products/c d.jpg`,
    });
  });

  it('are, for every product after all the writes above, what its rows make now', async () => {
    const [stale] = await t.query<{ count: number }>(
      `SELECT count(*)::int AS count
         FROM product_card_facts f JOIN products p ON p.id = f.product_id
        WHERE f.card::text IS DISTINCT FROM
              product_card(p, f.categories, f.tags, f.rating_average, f.review_count, f.lowest_30_days)::text`,
    );
    expect(stale!.count).toBe(0);
  });
});
