import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductSummary } from '@shop/shared/schemas/catalog';
import type { Page } from '@shop/shared/schemas/common';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * A product card's categories, tags, rating and Omnibus price are stored per product and kept by
 * triggers (product_card_facts). Whatever writes the catalogue (the admin, an import, psql), the
 * next answer shows the change: each test writes in SQL and reads the public API back at once.
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
});
