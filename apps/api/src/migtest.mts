import { startEmbeddedPostgres } from '/work/main/apps/api/src/db/embedded';
import { connectDatabase } from '/work/main/apps/api/src/db/client';
import { runMigrations } from '/work/main/apps/api/src/db/migrate';
const dir = '/tmp/pgmig/cluster';
const t0 = Date.now();
const e = await startEmbeddedPostgres(dir, console, { database: 'shop' });
console.log('started', Date.now() - t0);
const h = connectDatabase(e.url('shop'));
await runMigrations(h.db);
console.log('migrated', Date.now() - t0);
const r = await h.pool.query(
  `INSERT INTO categories (name, name_en, slug) VALUES ('Îngrijirea feței','Face care','fata') RETURNING id`,
);
await h.pool.query(
  `INSERT INTO products (slug,title,title_en,price) VALUES ('c1','Cremă hidratantă cu acid hialuronic','Moisturising cream',4990),('c2','Apă termală calmantă','Soothing thermal water',3990),('c3','Zacuscă','Zacusca',1000)`,
);
await h.pool.query(`INSERT INTO product_categories VALUES (1,$1,0)`, [r.rows[0].id]);
await h.pool.query(`UPDATE products SET stock = 3`);
const s = await h.pool.query(`SELECT id, search_text, search_vector::text FROM products`);
console.log(s.rows);
for (const q of [
  'hidratnta',
  'hidratanta',
  'termla',
  'apa termala',
  'creme',
  'fetei',
  'moisturizing',
  'creams',
  'calmanta',
]) {
  const w = await h.pool.query(
    `SELECT id, word_similarity($1, search_text) ws, search_vector @@ (to_tsquery('shop_ro', $2) || to_tsquery('shop_en', $2)|| to_tsquery('shop_simple', $2)) fts FROM products`,
    [
      q,
      q
        .split(' ')
        .map((x) => x + ':*')
        .join(' & '),
    ],
  );
  console.log(q, JSON.stringify(w.rows));
}
const c = await h.pool.query(`SELECT title FROM products ORDER BY title COLLATE shop_ro`);
console.log(c.rows);
await h.close();
await e.stop();
console.log('stopped', Date.now() - t0);
