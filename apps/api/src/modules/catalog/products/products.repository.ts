import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { readPrepared } from '../../../db/prepared';

export type TagRow = { id: number; name: string; name_en: string; slug: string };
export type ReviewRow = {
  id: number;
  product_id: number;
  author_name: string;
  rating: number;
  comment: string;
  created_at: string;
  verified_purchase: boolean;
  reply: string;
  replied_at: string | null;
};

/**
 * Stored product cards as JSON text (`product_card_facts.card`): one card, or an array of them.
 * Each is a `ProductSummary` as the API sends it, with media URLs relative until `withMediaBase`.
 */
export type StoredCardsJson = string;

/** A variant as the detail statement reads it (docs/decisions/060); prices as decimal text. */
export type VariantRow = {
  id: number;
  slug: string;
  title: string;
  title_en: string;
  sku: string | null;
  ean: string | null;
  price: string;
  discounted_price: string | null;
  lowest_30_days: string | null;
  net_quantity: number | null;
  unit: 'ml' | 'g' | 'buc' | null;
  stock: number;
  image: string | null;
  values: { option: number; value: number }[];
};

export type OptionRow = {
  id: number;
  name: string;
  name_en: string;
  values: { id: number; value: string; value_en: string }[];
};

export type ProductDetailRow = {
  /** Set when the slug is a variant's: its parent's slug, where its page is; the rest is then null. */
  parent_slug: string | null;
  card: StoredCardsJson;
  description: string;
  description_en: string;
  additional_info: string;
  additional_info_en: string;
  meta_title: string;
  meta_title_en: string;
  meta_description: string;
  meta_description_en: string;
  vat_rate: number;
  note: string;
  note_en: string;
  /** The images the card shows (the first four) and their text alternatives, as stored. */
  images: string[];
  image_alts: string[];
  image_alts_en: string[];
  reviews: ReviewRow[];
  options: OptionRow[];
  variants: VariantRow[];
};

export type ProductSort =
  | 'created_desc'
  | 'created_asc'
  | 'id_desc'
  | 'id_asc'
  | 'price_asc'
  | 'price_desc'
  | 'name_asc'
  | 'name_desc'
  | 'relevance';

export type ProductFilter = {
  /** A category slug or id; products of its subcategories are included. */
  category?: string;
  /** A tag slug or id. */
  tag?: string;
  minPrice?: number;
  maxPrice?: number;
  inStock?: boolean;
  /** Only these products (e.g. a guest's favourites). */
  ids?: number[];
  /** Search text, already folded (no diacritics, lower case). */
  search?: { text: string; words: string[] };
};

const EFFECTIVE_PRICE = sql`coalesce(p.discounted_price, p.price)`;

/**
 * The one test of "listed in the shop" (docs/decisions/060) for the products row `alias`: sold
 * (active) and not a variant. Every public list, count, search, sitemap and feed of products uses
 * it; a variant is shown and bought through its parent's page.
 */
export function listedInShop(alias: SQL = sql`p`): SQL {
  return sql`(${alias}.is_active AND ${alias}.parent_id IS NULL)`;
}

function idOrSlug(value: string, column: SQL): SQL {
  return /^\d+$/.test(value)
    ? sql`(${column}.id = ${Number(value)} OR ${column}.slug = ${value})`
    : sql`${column}.slug = ${value}`;
}

/**
 * The products of a category (slug or id) and of every category below it. The subtree's ids are
 * gathered into an array first: joined as a recursive CTE, the planner guessed 181 categories and
 * read every product's categories instead of the category's own (docs/decisions/073).
 */
export function productsInCategoryTree(category: string): SQL {
  return sql`(
    SELECT pc.product_id FROM product_categories pc
     WHERE pc.category_id = ANY (ARRAY(
       WITH RECURSIVE subtree AS (
         SELECT c.id FROM categories c WHERE ${idOrSlug(category, sql`c`)}
         UNION
         SELECT child.id FROM categories child JOIN subtree ON child.parent_id = subtree.id)
       SELECT id FROM subtree)))`;
}

/**
 * The three configurations' forms of a query text (an SQL text expression), each distinct one
 * once, any of them: for most words the Romanian, English and simple forms are the same lexeme,
 * and a repeated prefix is read from the full-text index once per repetition (docs/decisions/075).
 * Null when every form is empty (only stop words).
 */
function anyConfiguration(expression: SQL): SQL {
  return sql`(SELECT string_agg(DISTINCT '(' || f.q::text || ')', ' | ')::tsquery
      FROM unnest(ARRAY[to_tsquery('shop_ro', ${expression}), to_tsquery('shop_en', ${expression}),
                        to_tsquery('shop_simple', ${expression})]) AS f(q)
     WHERE f.q::text <> '')`;
}

/** The searched words as a query, each a prefix; `A`: only in the titles (weight A). */
function searchQuery(words: string[], weight: '' | 'A' = ''): SQL {
  // Words are folded to [a-z0-9] by the service, so they are safe tsquery lexemes.
  return anyConfiguration(sql`${words.map((word) => `${word}:*${weight}`).join(' & ')}`);
}

/** A searched word the words table can hold: 3 characters or more, with a letter (migration 0057). */
const spellable = (word: string) => word.length >= 3 && /[a-z]/.test(word);

/**
 * The typo half of the search as a full-text query (docs/decisions/074): each searched word
 * becomes the products' words spelt close to it — pg_trgm's `<%` (true at the connection's
 * `pg_trgm.word_similarity_threshold`, WORD_SIMILARITY_THRESHOLD) over the words table's trigram
 * index — any of them (`|`), every searched word (`&`); a short or numeric word stays itself, as
 * a prefix. Null, matching nothing, when a searched word is close to no word. `A`: only in the
 * titles.
 */
function spellingQuery(words: string[], weight: '' | 'A' = ''): SQL {
  const close = words.filter(spellable);
  if (close.length === 0) return sql`NULL::tsquery`;
  const kept = words
    .filter((word) => !spellable(word))
    .map((word) => ` & ${word}:*${weight}`)
    .join('');
  return sql`(SELECT ${anyConfiguration(sql`w.text`)}
      FROM (SELECT string_agg(a.alternatives, ' & ') || ${kept} AS text
              FROM (SELECT '(' || string_agg(sw.word || ${weight ? `:${weight}` : ''}, ' | ') || ')' AS alternatives
                      FROM unnest(${sql.param(close)}::text[]) WITH ORDINALITY AS q(word, n)
                      JOIN product_search_words sw ON q.word <% sw.word
                     GROUP BY q.n) a
            HAVING count(*) = ${close.length}) w)`;
}

/** Either query, or the one that is not null. */
const eitherQuery = (a: SQL, b: SQL) => sql`coalesce(${a} || ${b}, ${a}, ${b})`;

/** Products listed in the shop whose words match `query` (a column of search_terms), through the index. */
const listedMatch = (query: SQL) =>
  sql`EXISTS (SELECT 1 FROM products e WHERE ${listedInShop(sql`e`)} AND e.search_vector @@ ${query})`;

/**
 * The search's terms, computed once per statement as the CTE `search_terms` that searchCondition
 * and searchRelevance read (docs/decisions/075); a statement with a search starts with
 * `WITH ${searchTermsCte(search)}`. Which half of the search applies is decided here, once:
 *
 * - `q`: the searched words (full text in RO/EN, each word a prefix);
 * - when no listed product matches them, the words spelt close to them too (a typo, through the
 *   words table, spellingQuery, docs/decisions/074);
 * - when neither finds a listed product, `typed`: the text is compared with runs of whole words of
 *   each product's search text (`<<%`, at STRICT_WORD_SIMILARITY_THRESHOLD) — words the text-search
 *   parser keeps whole ("fat-0106-100") are split in the words table, so a code typed in parts is
 *   only found this way. The threshold is high so that the trigram index alone rules out the
 *   products that only share a word with the search (docs/decisions/082).
 *
 * `match` is the query to search with, `title` its form restricted to the titles (weight A, for
 * the ranking). The queries reach the products as values of this CTE, so the planner reads the
 * matches through the full-text index (a bitmap) instead of testing every product's words in a
 * sequential scan, as it did for a common prefix it over-estimated or for a word matching nothing.
 */
export function searchTermsCte(
  search: NonNullable<ProductFilter['search']>,
  options: { count?: boolean } = {},
): SQL {
  const { text, words } = search;
  // OFFSET 0 keeps each level apart: flattened, every reference to `found` or `sp` would repeat
  // its subquery, and the index would be read once per reference.
  const found = options.count ? sql`c.listed_matches > 0` : listedMatch(sql`c.q`);
  const listedMatches = options.count
    ? sql`(SELECT count(*)::int FROM products e WHERE ${listedInShop(sql`e`)} AND e.search_vector @@ w.q)`
    : sql`NULL::int`;
  return sql`search_terms AS MATERIALIZED (
      SELECT CASE WHEN t.found THEN t.q ELSE ${eitherQuery(sql`t.q`, sql`s.sp`)} END AS match,
             CASE WHEN t.found THEN t.qa ELSE ${eitherQuery(sql`t.qa`, sql`s.spa`)} END AS title,
             CASE WHEN NOT t.found AND (s.sp IS NULL OR NOT ${listedMatch(sql`s.sp`)}) THEN ${text}::text END AS typed,
             CASE WHEN t.found THEN t.listed_matches END AS listed_matches
        FROM (SELECT c.q, c.qa, c.listed_matches, ${found} AS found
                FROM (SELECT w.q, w.qa, ${listedMatches} AS listed_matches
                        FROM (SELECT ${searchQuery(words)} AS q, ${searchQuery(words, 'A')} AS qa) w OFFSET 0) c
              OFFSET 0) t
        LEFT JOIN LATERAL (SELECT ${spellingQuery(words)} AS sp, ${spellingQuery(words, 'A')} AS spa
                            WHERE NOT t.found OFFSET 0) s ON true)`;
}

/**
 * The shop's search over `p` (a statement that has `search_terms`, searchTermsCte): the products
 * whose words match the searched ones; when no listed product's do, the ones with words spelt
 * close to them (a typo); when neither finds a listed product, the ones with a run of words close
 * to the whole query. Both halves are index conditions (the full-text and trigram indexes); the
 * trigram one reads nothing when `typed` is null.
 */
export function searchCondition(): SQL {
  return sql`(p.search_vector @@ (SELECT match FROM search_terms)
      OR (SELECT typed FROM search_terms) <<% p.search_text)`;
}

/** How long a start of the search text the title-prefix index holds (migration 0058). */
const SEARCH_KEY_LENGTH = 60;

/** The start of `p`'s folded search text, which starts with its folded title (refresh_product_search). */
const SEARCH_KEY = sql.raw(`(left(p.search_text, ${SEARCH_KEY_LENGTH}) COLLATE "C")`);

/**
 * Whether `p`'s folded title starts with the search as typed (folded), written as the range of
 * keys that start with it (in byte order, COLLATE "C"): unlike `LIKE $1`, a range of parameters is
 * an index condition in a prepared statement's generic plan too. The search is [a-z0-9 ], so the
 * range's end is the search with its last character's successor.
 */
function titlePrefix(search: NonNullable<ProductFilter['search']>): SQL {
  const { text } = search;
  const end = text.slice(0, -1) + String.fromCharCode(text.charCodeAt(text.length - 1) + 1);
  return sql`(${SEARCH_KEY} >= ${text} AND ${SEARCH_KEY} < ${end})`;
}

/**
 * Orders `p` by closeness to the search (docs/decisions/075): first the products whose title
 * starts with it, alphabetically (the order of `products_listed_search_key_idx`, from which the
 * shop reads them), then those with every searched word in a title, then the rest (words in tags,
 * categories, variants), newest first. Two cheap tests per match, no rank computed from each
 * product's words: ranking every match by `ts_rank_cd` cost more than finding them.
 */
export function searchRelevance(search: NonNullable<ProductFilter['search']>): SQL {
  const prefix = titlePrefix(search);
  return sql`${prefix} DESC, CASE WHEN ${prefix} THEN ${SEARCH_KEY} END, CASE WHEN ${prefix} THEN p.id END,
          coalesce(p.search_vector @@ (SELECT title FROM search_terms), false) DESC`;
}

function whereClause(filter: ProductFilter): SQL {
  // Products asked for by id (a cart's lines, favourites) are looked up, not listed: a variant in
  // a cart is refreshed like any product. Every other list shows what is listed in the shop.
  const conditions: SQL[] = [filter.ids ? sql`p.is_active` : listedInShop()];
  if (filter.category) {
    conditions.push(sql`p.id IN ${productsInCategoryTree(filter.category)}`);
  }
  if (filter.tag) {
    conditions.push(sql`EXISTS (
      SELECT 1 FROM product_tags pt JOIN tags t ON t.id = pt.tag_id
       WHERE pt.product_id = p.id AND ${idOrSlug(filter.tag, sql`t`)})`);
  }
  if (filter.minPrice !== undefined) conditions.push(sql`${EFFECTIVE_PRICE} >= ${filter.minPrice}`);
  if (filter.maxPrice !== undefined) conditions.push(sql`${EFFECTIVE_PRICE} <= ${filter.maxPrice}`);
  if (filter.inStock) conditions.push(sql`p.stock > 0`);
  if (filter.ids) conditions.push(sql`p.id = ANY(${`{${filter.ids.join(',')}}`}::int[])`);
  if (filter.search) conditions.push(searchCondition());
  return sql.join(conditions, sql` AND `);
}

function orderClause(sort: ProductSort, filter: ProductFilter): SQL {
  switch (sort) {
    case 'created_asc':
      return sql`p.created_at ASC, p.id ASC`;
    case 'id_desc':
      return sql`p.id DESC`;
    case 'id_asc':
      return sql`p.id ASC`;
    case 'price_asc':
      return sql`${EFFECTIVE_PRICE} ASC, p.id ASC`;
    case 'price_desc':
      return sql`${EFFECTIVE_PRICE} DESC, p.id DESC`;
    case 'name_asc':
      return sql`p.title COLLATE shop_ro ASC, p.id ASC`;
    case 'name_desc':
      return sql`p.title COLLATE shop_ro DESC, p.id DESC`;
    case 'relevance':
      if (filter.search) return sql`${searchRelevance(filter.search)}, p.id DESC`;
      return sql`p.created_at DESC, p.id DESC`;
    case 'created_desc':
    default:
      return sql`p.created_at DESC, p.id DESC`;
  }
}

/**
 * A product's stored card as `f.card`, for a query that has the product as `p`: triggers keep it
 * per product (migrations 0008 and 0020, `product_card`), so a page of products is its stored
 * cards put in an array, not five lookups and 21 fields built for each.
 */
const PRODUCT_CARD = sql`JOIN product_card_facts f ON f.product_id = p.id`;

/** The stored cards of the rows as one JSON array text, in `order`; `[]` for none. */
const cardsArray = (order: SQL = sql``) =>
  sql`coalesce('[' || string_agg(f.card::text, ',' ${order}) || ']', '[]')`;

/**
 * One page of a search and its total (docs/decisions/075). By relevance, the page is read in two
 * parts, each only as far as the page: the products whose title starts with the search, from
 * `products_listed_search_key_idx` in its order (a suggestion as typed, `c`, `cr`, is answered
 * there), then — only when those do not fill the page — the other matches, ranked. The exact
 * total is counted apart, through the full-text index, only when the page has products. The
 * match is written `coalesce(…, false)` in the first part so that the planner does not take it for
 * a rare condition to be read through its index: it holds for nearly every product of that part.
 * In another order, every match is ordered, and counted in the same pass.
 */
function searchStatement(
  filter: ProductFilter,
  search: NonNullable<ProductFilter['search']>,
  sort: ProductSort,
  order: SQL,
  where: SQL,
  page: { limit: number; offset: number },
): SQL {
  if (sort !== 'relevance') {
    return sql`
        WITH ${searchTermsCte(search)},
        page AS (
          SELECT p.id, count(*) OVER () AS total, row_number() OVER (ORDER BY ${order}) AS position
            FROM products p
           WHERE ${where}
           ORDER BY position
           LIMIT ${page.limit} OFFSET ${page.offset})
        SELECT ${cardsArray(sql`ORDER BY page.position`)} AS cards, min(page.total)::int AS total
          FROM page JOIN product_card_facts f ON f.product_id = page.id`;
  }
  const reach = page.offset + page.limit;
  const prefix = titlePrefix(search);
  // The listed products matching the words are counted to decide the search's half; when the
  // search is the only filter and the words matched, that count is the total.
  const onlySearch =
    !filter.category &&
    !filter.tag &&
    filter.minPrice === undefined &&
    filter.maxPrice === undefined &&
    !filter.inStock &&
    !filter.ids;
  const counted = sql`(SELECT count(*)::int FROM products p WHERE ${where})`;
  return sql`
        WITH ${searchTermsCte(search, { count: true })},
        head AS (
          SELECT p.id, row_number() OVER (ORDER BY ${SEARCH_KEY}, p.id) AS position
            FROM products p
           WHERE ${whereClause({ ...filter, search: undefined })} AND ${prefix} AND coalesce(${searchCondition()}, false)
           ORDER BY ${SEARCH_KEY}, p.id
           LIMIT ${reach}),
        rest AS (
          SELECT r.id, (SELECT count(*) FROM head) + row_number() OVER () AS position
            FROM (SELECT p.id FROM products p
                   WHERE ${where} AND NOT ${prefix} AND (SELECT count(*) FROM head) < ${reach}
                   ORDER BY coalesce(p.search_vector @@ (SELECT title FROM search_terms), false) DESC, p.id DESC
                   LIMIT ${reach}) r),
        page AS (
          SELECT id, position FROM head UNION ALL SELECT id, position FROM rest
           ORDER BY position
           LIMIT ${page.limit} OFFSET ${page.offset})
        SELECT ${cardsArray(sql`ORDER BY page.position`)} AS cards,
               CASE WHEN count(*) > 0
                    THEN ${onlySearch ? sql`coalesce((SELECT listed_matches FROM search_terms), ${counted})` : counted} END AS total
          FROM page JOIN product_card_facts f ON f.product_id = page.id`;
}

export function createProductsRepository(db: Executor) {
  return {
    /**
     * One page of products and the total, in one statement: the filtered, ordered ids are paged
     * first, and only that page's stored cards are read, joined into one JSON array text that the
     * server sends as it is. `total` is null for an empty page.
     *
     * Without a search, an index in the list's order (migration 0055) is read only as far as the
     * page, and the exact total is counted apart, only when the page has products, from an index
     * alone. A search ranks every match anyway, so its total is counted over the same rows as the
     * ranking (docs/decisions/073).
     */
    async list(
      filter: ProductFilter,
      sort: ProductSort,
      page: { limit: number; offset: number },
    ): Promise<{ cards: StoredCardsJson; total: number | null }> {
      const where = whereClause(filter);
      const order = orderClause(sort, filter);
      const statement = filter.search
        ? searchStatement(filter, filter.search, sort, order, where, page)
        : sql`
        WITH page AS (
          SELECT p.id, row_number() OVER (ORDER BY ${order}) AS position
            FROM products p
           WHERE ${where}
           ORDER BY ${order}
           LIMIT ${page.limit} OFFSET ${page.offset})
        SELECT ${cardsArray(sql`ORDER BY page.position`)} AS cards,
               CASE WHEN count(*) > 0 THEN (SELECT count(*)::int FROM products p WHERE ${where}) END AS total
          FROM page JOIN product_card_facts f ON f.product_id = page.id`;
      const [result] = await readPrepared<{ cards: StoredCardsJson; total: number | null }>(db, statement);
      return { cards: result?.cards ?? '[]', total: result?.total ?? null };
    },

    async count(filter: ProductFilter): Promise<number> {
      const result = await db.execute<{ total: number }>(
        sql`${filter.search ? sql`WITH ${searchTermsCte(filter.search)} ` : sql``}SELECT count(*)::int AS total FROM products p WHERE ${whereClause(filter)}`,
      );
      return result.rows[0]?.total ?? 0;
    },

    /**
     * A product's page in one statement: its card, texts, reviews, options and variants; for a
     * variant's slug, only its parent's slug (`parent_slug`), where the variant is chosen.
     */
    async findBySlug(slug: string, reviewLimit: number): Promise<ProductDetailRow | undefined> {
      const rows = await readPrepared<ProductDetailRow>(
        db,
        sql`
        SELECT parent.slug AS parent_slug, f.card::text AS card,
               p.description, p.description_en, p.additional_info, p.additional_info_en,
               p.meta_title, p.meta_title_en, p.meta_description, p.meta_description_en, p.vat_rate,
               p.note, p.note_en, p.images[1:4] AS images, p.image_alts[1:4] AS image_alts,
               p.image_alts_en[1:4] AS image_alts_en,
               (SELECT coalesce(json_agg(json_build_object('id', r.id, 'product_id', r.product_id, 'author_name', r.author_name,
                        'rating', r.rating, 'comment', r.comment, 'created_at', r.created_at,
                        'verified_purchase', r.verified_purchase, 'reply', r.reply, 'replied_at', r.replied_at)
                        ORDER BY r.created_at DESC, r.id DESC), '[]'::json)
                  FROM (SELECT * FROM reviews r WHERE r.product_id = p.id AND r.is_approved
                         ORDER BY r.created_at DESC, r.id DESC LIMIT ${reviewLimit}) r) AS reviews,
               (SELECT coalesce(json_agg(json_build_object('id', o.id, 'name', o.name, 'name_en', o.name_en,
                        'values', (SELECT coalesce(json_agg(json_build_object('id', ov.id, 'value', ov.value, 'value_en', ov.value_en)
                                            ORDER BY ov.position, ov.id), '[]'::json)
                                     FROM product_option_values ov WHERE ov.option_id = o.id))
                        ORDER BY o.position, o.id), '[]'::json)
                  FROM product_options o WHERE o.product_id = p.id) AS options,
               (SELECT coalesce(json_agg(v.variant ORDER BY v.position, v.id), '[]'::json)
                  FROM (SELECT v.id,
                               (SELECT array_agg(ov.position ORDER BY o.position, o.id)
                                  FROM product_variant_values pvv
                                  JOIN product_options o ON o.id = pvv.option_id
                                  JOIN product_option_values ov ON ov.id = pvv.value_id
                                 WHERE pvv.variant_id = v.id) AS position,
                               json_build_object('id', v.id, 'slug', v.slug, 'title', v.title, 'title_en', v.title_en,
                                 'sku', v.sku, 'ean', v.ean, 'price', shop_money_text(v.price),
                                 'discounted_price', shop_money_text(v.discounted_price),
                                 'lowest_30_days', shop_money_text(vf.lowest_30_days),
                                 'net_quantity', v.net_quantity, 'unit', v.unit, 'stock', v.stock, 'image', v.images[1],
                                 'values', (SELECT coalesce(json_agg(json_build_object('option', pvv.option_id, 'value', pvv.value_id)
                                                     ORDER BY o.position, o.id), '[]'::json)
                                              FROM product_variant_values pvv JOIN product_options o ON o.id = pvv.option_id
                                             WHERE pvv.variant_id = v.id)) AS variant
                          FROM products v LEFT JOIN product_card_facts vf ON vf.product_id = v.id
                         WHERE v.parent_id = p.id AND v.is_active) v) AS variants
          FROM products p
          ${PRODUCT_CARD}
          LEFT JOIN products parent ON parent.id = p.parent_id
         WHERE p.slug = ${slug} AND p.is_active
           AND (p.parent_id IS NULL OR ${listedInShop(sql`parent`)})`,
      );
      return rows[0];
    },

    /** The stored cards of those of these products that are listed in the shop, in no particular order. */
    async cardsByIds(ids: number[]): Promise<StoredCardsJson> {
      if (ids.length === 0) return '[]';
      const result = await db.execute<{ cards: StoredCardsJson }>(sql`
        SELECT ${cardsArray()} AS cards
          FROM products p
          ${PRODUCT_CARD}
         WHERE p.id = ANY(${sql.param(ids)}::int[]) AND ${listedInShop()}`);
      return result.rows[0]?.cards ?? '[]';
    },

    /** Slug and SKU of these products, sold or not (links from orders to what they bought). */
    async refsByIds(ids: number[]): Promise<{ id: number; slug: string; sku: string | null }[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<{ id: number; slug: string; sku: string | null }>(
        sql`SELECT p.id, p.slug, p.sku FROM products p WHERE p.id = ANY(${sql.param(ids)}::int[])`,
      );
      return result.rows;
    },

    /** Which of these products are listed in the shop (active, not a variant). */
    async activeIds(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<{ id: number }>(
        sql`SELECT p.id FROM products p WHERE p.id = ANY(${sql.param(ids)}::int[]) AND ${listedInShop()}`,
      );
      return result.rows.map((row) => row.id);
    },

    /** Which of these products have variants: they are not sold themselves (docs/decisions/059). */
    async withVariants(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<{ id: number }>(
        sql`SELECT p.id FROM products p
             WHERE p.id = ANY(${sql.param(ids)}::int[])
               AND EXISTS (SELECT 1 FROM products v WHERE v.parent_id = p.id)`,
      );
      return result.rows.map((row) => row.id);
    },

    /**
     * A window of the listed products in id order, slug and last change, for one sitemap file (a
     * variant has its parent's page): one statement, served by the primary key.
     */
    async listSitemapEntries(window: {
      offset: number;
      limit: number;
    }): Promise<{ slug: string; updated_at: Date }[]> {
      const result = await db.execute<{ slug: string; updated_at: Date }>(
        sql`SELECT p.slug, p.updated_at FROM products p WHERE ${listedInShop()}
             ORDER BY p.id LIMIT ${window.limit} OFFSET ${window.offset}`,
      );
      return result.rows;
    },

    /**
     * The listed products cut into sitemap files: after `before` other entries, `perFile` entries a
     * file; for each file that holds products (1-based), how many and their latest change.
     */
    async sitemapFiles(
      before: number,
      perFile: number,
    ): Promise<{ file: number; products: number; lastmod: Date }[]> {
      const result = await db.execute<{ file: number; products: number; lastmod: Date }>(
        sql`SELECT s.file::int AS file, count(*)::int AS products, max(s.updated_at) AS lastmod
              FROM (SELECT (row_number() OVER (ORDER BY p.id) - 1 + ${before}) / ${perFile} + 1 AS file, p.updated_at
                      FROM products p WHERE ${listedInShop()}) s
             GROUP BY s.file ORDER BY s.file`,
      );
      return result.rows;
    },

    async categoryExists(idOrSlugValue: string): Promise<boolean> {
      const result = await db.execute(
        sql`SELECT 1 FROM categories c WHERE ${idOrSlug(idOrSlugValue, sql`c`)} LIMIT 1`,
      );
      return result.rows.length > 0;
    },

    async tagExists(idOrSlugValue: string): Promise<boolean> {
      const result = await db.execute(
        sql`SELECT 1 FROM tags t WHERE ${idOrSlug(idOrSlugValue, sql`t`)} LIMIT 1`,
      );
      return result.rows.length > 0;
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
