/**
 * Property-based fuzzing of every operation in the live OpenAPI document, as a guest, a signed-in
 * customer and staff: values drawn from each parameter's and body's JSON Schema, the same values
 * with one part replaced by junk (NUL, huge integers, wrong types, odd percent-encodings), and plain
 * junk. A route added later is fuzzed without being listed here.
 *
 * It asserts that nothing answers 5xx, that every 4xx is `{detail, code}` (or an HTML page where the
 * operation documents one), and that what another customer owns and the catalogue do not change.
 * Replay a failure with the seed it prints: `FUZZ_SEED=<seed> npx vitest run --project api <this file>`.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOk } from './checkout';
import { createTestApp, type TestApp } from './test-app';

/**
 * Requests per operation and role: the whole file stays well under a minute on a busy machine.
 * `FUZZ_RUNS=200` fuzzes longer by hand.
 */
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS) || 8;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];
type Role = 'guest' | 'customer' | 'staff';

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
};
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};
type OpenApi = {
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

type FuzzRequest = {
  url: string;
  /** Rate limits count by address: a few addresses, so that some requests pass them and some do not. */
  remoteAddress: string;
  headers: Record<string, string>;
  payload?: string;
  /** What the generator did, for the failure message. */
  note: string;
};

let t: TestApp;
let doc: OpenApi;
/** Real values by parameter or property name, so that requests also reach past the lookups. */
let known: Record<string, fc.Arbitrary<unknown>> = {};
let victim: { id: number; token: string };
const credentials: Partial<Record<Role, { username: string; password: string }>> = {};
const tokens: Partial<Record<Role, string>> = {};
let signIns = 0;

// ---------------------------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------------------------

/** Strings that have broken servers: NUL, numbers in disguise and beyond int4, odd encodings. */
const junkString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    ' 12',
    '12 ',
    '0x2',
    '1e3',
    '12abc',
    '-1',
    '0',
    '2147483648',
    '-2147483649',
    '99999999999999999999',
    '1.5',
    '',
    ' ',
    '%',
    '%E0%A4%A',
    '\uD800',
    '\u202E',
    '🙂',
    "' OR 1=1 --",
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'null',
    'x'.repeat(3000),
  ),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ maxLength: 10 }).map((s) => `${s}\u0000${s}`),
);

const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkString,
  fc.constantFrom(
    2_147_483_648,
    -2_147_483_649,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1,
    0,
    0.5,
    true,
    false,
    null,
  ),
  fc.constant<string[]>([]),
  fc.constant({}),
  fc.array(junkString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), junkString, { maxKeys: 3 }),
);

/** Raw path or query fragments, not encoded: bad percent-escapes, encoded NUL and slashes, dots. */
const rawFragment = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '%ZZ',
  '%00',
  '%2F',
  '..',
  '%2e%2e',
  'a%20b',
  '%C0%AF',
  '%FF',
  '%u0000',
  '+',
);

function resolve(schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').pop()!;
  return resolve(doc.components?.schemas?.[name] ?? {});
}

/**
 * Strings a pattern accepts, where fast-check can derive them (it cannot from every regular
 * expression, e.g. one with a back-reference); else any string, which the route must refuse as
 * bad input like any other.
 */
function stringsMatching(pattern: RegExp, schema: { maxLength?: number }): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(pattern);
  } catch {
    return fc.string({ maxLength: Math.min(schema.maxLength ?? 30, 60) });
  }
}

/** Values that fit a JSON Schema (the subset Zod produces), mixed with known real values by name. */
function fromSchema(raw: JsonSchema, name?: string, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  const own = fitting(schema, depth);
  const real = name ? known[name] : undefined;
  return real ? fc.oneof({ arbitrary: real, weight: 9 }, { arbitrary: own, weight: 1 }) : own;
}

function fitting(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => fromSchema(variant, undefined, depth)));
  if (schema.allOf) return fromSchema(Object.assign({}, ...schema.allOf.map(resolve)), undefined, depth);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => fitting({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        const matching = stringsMatching(pattern, schema);
        // Digits-only patterns (ids, pages in a query) get small numbers too, not only ten-digit ones.
        return pattern.test('1') ? fc.oneof(fc.integer({ min: 0, max: 30 }).map(String), matching) : matching;
      }
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(depth > 4 ? fc.constant(null) : fromSchema(schema.items ?? {}, undefined, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, fromSchema(value, key, depth + 1)]),
      );
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return junkValue;
  }
}

type Mutation = { at: number; kind: 'replace' | 'delete' | 'add'; junk: unknown };

/** The value with one part (chosen by `at` among all its places) replaced, deleted or added to. */
function mutate(value: unknown, mutation: Mutation): unknown {
  const copy = structuredClone(value);
  const places: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const parent = node as Record<string, unknown> | unknown[];
    for (const [key, item] of Object.entries(node)) {
      places.push({ parent, key: Array.isArray(parent) ? Number(key) : key });
      walk(item);
    }
  };
  walk(copy);
  if (places.length === 0) return mutation.junk;
  const { parent, key } = places[mutation.at % places.length]!;
  if (mutation.kind === 'replace') (parent as Record<string | number, unknown>)[key] = mutation.junk;
  else if (mutation.kind === 'delete' && !Array.isArray(parent)) delete parent[key as string];
  else if (!Array.isArray(parent)) parent[`extra_${String(key)}`] = mutation.junk;
  return copy;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('replace', 'replace', 'delete', 'add'),
  junk: junkValue,
});

/** A valid value with one place broken (replaced, deleted, added to), or plain junk. */
function broken(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.tuple(valid, mutation).map(([value, change]) => mutate(value, change)), weight: 4 },
    { arbitrary: junkValue, weight: 1 },
  );
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
/** Percent-encoded UTF-8; a lone surrogate has no UTF-8 form, so it goes as U+FFFD. */
const encode = (value: unknown) => encodeURIComponent(asText(value).replace(/\p{Surrogate}/gu, '\uFFFD'));

/** A broken path segment or query value: encoded junk, a raw odd fragment, or both. */
function brokenUrlPart(valid: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: junkValue.map(encode), weight: 3 },
    { arbitrary: rawFragment, weight: 1 },
    { arbitrary: fc.tuple(valid, rawFragment).map(([value, raw]) => encode(value) + raw), weight: 1 },
  );
}

/** Header values must be printable ASCII on the wire: junk is limited to that. */
const printable = (value: string) => /^[\x20-\x7e]*$/.test(value);
const headerJunk = fc.oneof(
  fc.constantFrom(' 12', '0x2', '2147483648', '%00', '', 'x'.repeat(300)),
  fc.string({ maxLength: 40 }).filter(printable),
);

/** Each part of a request (a parameter, the body) as it is when valid and when broken. */
type Part<T> = { valid: fc.Arbitrary<T>; broken: fc.Arbitrary<T> };
type Body = { type: string; payload: string } | undefined;

function bodyPart(method: Method, operation: Operation): Part<Body> {
  const [mediaType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  const serialize = (value: unknown): Body => ({
    type: mediaType!,
    payload:
      mediaType === 'application/x-www-form-urlencoded' && value && typeof value === 'object'
        ? new URLSearchParams(
            Object.entries(value).map(([key, item]): [string, string] => [key, asText(item)]),
          ).toString()
        : (JSON.stringify(value) ?? 'null'),
  });
  const raw = fc.record({
    type: fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
    ),
    payload: fc.oneof(
      junkString,
      fc.constantFrom('{', '{"a":', '[]', 'null', '"x"', '{"__proto__":{"x":1}}'),
    ),
  });
  if (!media?.schema) {
    return method === 'get' || method === 'delete'
      ? { valid: fc.constant(undefined), broken: fc.constant(undefined) }
      : { valid: fc.constant(undefined), broken: raw };
  }
  const valid = fromSchema(media.schema);
  return {
    valid: valid.map(serialize),
    broken: fc.oneof(
      { arbitrary: broken(valid).map(serialize), weight: 5 },
      { arbitrary: raw, weight: 1 },
      fc.constant(undefined),
    ),
  };
}

/**
 * Requests for one operation: wholly valid (to reach past validation), with exactly one part
 * broken, or with any number of parts broken.
 */
function requestFor(path: string, method: Method, operation: Operation): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const valueOf = (parameter: Parameter) =>
    fromSchema(parameter.schema ?? { type: 'string' }, parameter.name);
  const ofKind = (kind: Parameter['in']) => parameters.filter((parameter) => parameter.in === kind);

  const pathParts = ofKind('path').map((parameter): Part<[string, string]> => {
    const valid = valueOf(parameter);
    return {
      valid: valid.map((value) => [parameter.name, encode(value)]),
      broken: brokenUrlPart(valid).map((value) => [parameter.name, value]),
    };
  });
  const queryParts = ofKind('query').map((parameter): Part<string[]> => {
    const valid = valueOf(parameter);
    const present = valid.map((value) => [`${parameter.name}=${encode(value)}`]);
    return {
      // Optional parameters are mostly left out: each one present can be a reason for a 400 or 404.
      valid: parameter.required
        ? present
        : fc.oneof({ arbitrary: fc.constant<string[]>([]), weight: 3 }, { arbitrary: present, weight: 1 }),
      broken: fc.oneof(
        { arbitrary: brokenUrlPart(valid).map((value) => [`${parameter.name}=${value}`]), weight: 4 },
        // Repeated: an array where a string is expected.
        {
          arbitrary: fc.tuple(valid, valid).map((pair) => pair.map((v) => `${parameter.name}=${encode(v)}`)),
          weight: 1,
        },
        { arbitrary: fc.constant<string[]>([]), weight: parameter.required ? 1 : 0 },
      ),
    };
  });
  const extraQuery: Part<string[]> = {
    valid: fc.constant<string[]>([]),
    broken: fc
      .oneof(
        rawFragment,
        junkString.map((value) => `${encode(value)}=${encode(value)}`),
      )
      .map((q) => [q]),
  };
  const headerParts = ofKind('header').map((parameter): Part<[string, string] | undefined> => ({
    valid: fc.option(
      valueOf(parameter)
        .map(asText)
        .filter(printable)
        .map((value): [string, string] => [parameter.name, value]),
      { nil: undefined },
    ),
    broken: headerJunk.map((value): [string, string] => [parameter.name, value]),
  }));
  const body = bodyPart(method, operation);

  const parts = [...pathParts, ...queryParts, extraQuery, ...headerParts, body] as Part<unknown>[];
  const choices = fc.tuple(...parts.map((part) => fc.tuple(part.valid, part.broken)));
  const mode = fc.constantFrom('valid', 'valid', 'one', 'one', 'any');
  const flags = fc.array(fc.boolean(), { minLength: parts.length, maxLength: parts.length });

  const address = fc.integer({ min: 1, max: 30 }).map((n) => `10.50.0.${n}`);
  return fc
    .tuple(mode, fc.nat(), flags, choices, address)
    .map(([chosenMode, pick, anyFlags, values, remoteAddress]) => {
      const brokenAt = (index: number) =>
        chosenMode === 'one' ? index === pick % parts.length : chosenMode === 'any' && anyFlags[index]!;
      const chosen = values.map(([valid, bad], index) => (brokenAt(index) ? bad : valid));
      let at = 0;
      const take = <T>(count: number) => chosen.slice(at, (at += count)) as T[];
      const pathValues = Object.fromEntries(take<[string, string]>(pathParts.length));
      const query = [...take<string[]>(queryParts.length), ...take<string[]>(1)].flat().join('&');
      const headers: Record<string, string> = Object.fromEntries(
        take<[string, string] | undefined>(headerParts.length).filter((pair) => pair !== undefined),
      );
      const [sent] = take<Body>(1);
      if (sent) headers['content-type'] = sent.type;
      const url = path.replace(/\{([^}]+)\}/g, (_match, name: string) => pathValues[name] ?? '');
      return {
        url: query ? `${url}?${query}` : url,
        remoteAddress,
        headers,
        payload: sent?.payload,
        note: `${chosenMode}; ${sent ? `${sent.type}: ${sent.payload.slice(0, 400)}` : 'no body'}`,
      };
    });
}

// ---------------------------------------------------------------------------------------------------------
// Roles and what they must not change
// ---------------------------------------------------------------------------------------------------------

/** The role's token; signed in again when a fuzzed logout revoked it. */
async function tokenOf(app: FastifyInstance, role: Role): Promise<string | undefined> {
  if (role === 'guest') return undefined;
  if (tokens[role]) return tokens[role];
  signIns += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/login/',
    payload: credentials[role]!,
    // Its own address: fuzzed wrong sign-ins rate-limit the usual one.
    remoteAddress: `10.77.${signIns % 250}.${(signIns >> 8) % 250}`,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${role} failed: ${response.body}`);
  tokens[role] = response.json<{ token: string }>().token;
  return tokens[role];
}

/** The catalogue and who is staff: no request may change them (stock moves with orders: left out). */
const CATALOGUE: Record<string, string> = {
  products: "SELECT to_jsonb(x) - 'stock' - 'updated_at' FROM products x",
  categories: 'SELECT to_jsonb(x) FROM categories x',
  tags: 'SELECT to_jsonb(x) FROM tags x',
  product_categories: 'SELECT to_jsonb(x) FROM product_categories x',
  product_tags: 'SELECT to_jsonb(x) FROM product_tags x',
  reviews: 'SELECT to_jsonb(x) FROM reviews x',
  blog_categories: 'SELECT to_jsonb(x) FROM blog_categories x',
  blog_posts: 'SELECT to_jsonb(x) FROM blog_posts x',
  lockers: 'SELECT to_jsonb(x) FROM lockers x',
  coupons: 'SELECT to_jsonb(x) FROM coupons x',
  // Who is staff and with which rights; their own profile and password are theirs to change.
  staff:
    "SELECT jsonb_build_object('id', id, 'email', email, 'is_staff', is_staff, 'is_superuser', is_superuser, 'is_active', is_active) FROM users x WHERE is_staff OR is_superuser",
};

/** What the victim owns: its account and favourites. */
const VICTIM_ACCOUNT: Record<string, string> = {
  'victim account': 'SELECT to_jsonb(x) FROM users x WHERE id = $1',
  'victim favourites': 'SELECT to_jsonb(x) FROM favourites x WHERE user_id = $1',
};
/** The victim's orders with their lines and payments. */
const VICTIM_ORDERS: Record<string, string> = {
  'victim orders': 'SELECT to_jsonb(x) FROM orders x WHERE user_id = $1',
  'victim order lines':
    'SELECT to_jsonb(x) FROM order_lines x JOIN orders o ON o.id = x.order_id WHERE o.user_id = $1',
  'victim payments':
    'SELECT to_jsonb(x) FROM payments x JOIN orders o ON o.id = x.order_id WHERE o.user_id = $1',
};

/**
 * Staff may act on anyone's order (cancel it); guests and customers may change none of it. The
 * admin API exists to change the catalogue, orders and staff, so staff calls to it guard nothing
 * here (their rules have their own tests); guests and customers must change nothing through it.
 */
const guarded = (role: Role, path: string) => {
  if (role === 'staff' && path.startsWith('/api/admin/')) return {};
  return { ...CATALOGUE, ...VICTIM_ACCOUNT, ...(role === 'staff' ? {} : VICTIM_ORDERS) };
};

/** A digest of each guarded set of rows, by name. */
async function snapshot(selects: Record<string, string>): Promise<Record<string, string>> {
  const names = Object.keys(selects);
  if (names.length === 0) return {};
  const digests = names.map(
    (name) =>
      `(SELECT md5(coalesce(string_agg(r::text, '|' ORDER BY r::text), '')) FROM (${selects[name]}) s(r))`,
  );
  const [row] = await t.query<{ digests: string[] }>(`SELECT ARRAY[${digests.join(', ')}] AS digests`, [
    victim.id,
  ]);
  return Object.fromEntries(names.map((name, index) => [name, row!.digests[index]!]));
}

// ---------------------------------------------------------------------------------------------------------
// The properties
// ---------------------------------------------------------------------------------------------------------

function documentsHtml(operation: Operation, status: number): boolean {
  return Boolean(operation.responses?.[String(status)]?.content?.['text/html']);
}

beforeAll(async () => {
  t = await createTestApp();
  const { app } = t;
  doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApi>();

  const someone = await t.customer();
  const customer = await t.customer();
  const staff = await t.staff();
  credentials.customer = { username: customer.username, password: customer.password };
  credentials.staff = { username: staff.email, password: staff.password };
  tokens.customer = customer.token;
  tokens.staff = staff.token;
  const [owner] = await t.query<{ id: number }>('SELECT id FROM users WHERE username = $1', [
    someone.username,
  ]);
  victim = { id: owner!.id, token: someone.token };

  const products = await t.query<{ id: number; slug: string }>(
    'SELECT id, slug FROM products WHERE is_active AND stock > 50 ORDER BY id LIMIT 3',
  );
  const auth = { authorization: `Token ${victim.token}` };
  const favourites = [];
  for (const product of products.slice(0, 2)) {
    const added = await app.inject({
      method: 'POST',
      url: '/api/favorite/',
      headers: auth,
      payload: { produs: product.id },
    });
    favourites.push(added.json<{ id: number }>().id);
  }
  const lines = [{ produs: products[0]!.id, cantitate: 1 }];
  const cash = await placeOk(t, orderBody(lines), auth);
  const card = await placeOk(t, orderBody(lines, { plata: 'card' }), auth);
  const payments = await t.query<{ id: string }>('SELECT id::text FROM payments WHERE order_id = $1', [
    card.id,
  ]);
  const categories = await t.query<{ slug: string; id: number }>('SELECT slug, id FROM categories LIMIT 3');
  const posts = await t.query<{ slug: string }>('SELECT slug FROM blog_posts LIMIT 2');
  const lockers = await t.query<{ id: string }>('SELECT id FROM lockers LIMIT 2');
  const tags = await t.query<{ slug: string }>('SELECT slug FROM tags LIMIT 2');

  const pick = (...values: unknown[]) => fc.constantFrom(...values);
  known = {
    slug: pick(...products.map((p) => p.slug), ...categories.map((c) => c.slug), ...posts.map((p) => p.slug)),
    id: pick(...[cash.id, card.id, ...favourites, ...lockers.map((l) => l.id)].map(String)),
    paymentId: pick(...payments.map((p) => p.id)),
    payment: pick(...payments.map((p) => p.id)),
    produs: pick(...products.map((p) => p.id)),
    produs_id: pick(...products.map((p) => String(p.id))),
    ids: pick(products.map((p) => p.id).join(',')),
    categorie: pick(...categories.map((c) => c.slug), ...categories.map((c) => String(c.id))),
    tag: pick(...tags.map((x) => x.slug)),
    produse: pick(lines),
    username: fc.oneof(pick(someone.username, customer.username), fc.stringMatching(/^[a-z]{3,10}\d{0,4}$/)),
    email: fc.stringMatching(/^[a-z]{2,8}\.[a-z]{2,8}@example\.ro$/),
    // Not the accounts' own password: a fuzzed sign-in as the victim would be a right one.
    password: pick('o-parola-lunga', 'alta-parola-2'),
    'idempotency-key': fc.uuid(),
    telefon: pick('0722 123 456', '+40 744 555 666'),
    nume: pick('Popescu', 'Ionescu'),
    prenume: pick('Ana', 'Mihai'),
    judet: pick('Cluj', 'CJ', 'București'),
    localitate: pick('Cluj-Napoca'),
    adresa: pick('Str. Memorandumului 1'),
    cod_postal: pick('400114'),
    locker_id: pick(...lockers.map((l) => l.id)),
    cui: pick('RO14399840'),
    nr_reg_com: pick('J40/372/2002'),
    denumire: pick('Salvia SRL'),
    cupon: pick(null, 'VARA10'),
    code: pick('VARA10', 'BINEAIVENIT10', 'EXPIRAT'),
    plata: pick('ramburs', 'transfer', 'card'),
  };
});
afterAll(() => t?.close());

describe('every operation of the OpenAPI document, fuzzed', () => {
  it(
    'answers no 5xx, 4xx only as {detail, code}, and changes nothing a role may not change',
    { timeout: RUNS_PER_OPERATION * 30_000 },
    async () => {
      const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
        METHODS.filter((method) => item[method]).map((method) => ({
          path,
          method,
          operation: item[method]!,
        })),
      );
      expect(operations.length).toBeGreaterThan(20);
      let index = 0;
      for (const role of ['guest', 'customer', 'staff'] as const) {
        for (const { path, method, operation } of operations) {
          index += 1;
          const label = `${role} ${method.toUpperCase()} ${path}`;
          const before = await snapshot(guarded(role, path));
          await fc
            .assert(
              fc.asyncProperty(requestFor(path, method, operation), async (request) => {
                const token = await tokenOf(t.app, role);
                const response = await t.app.inject({
                  method: method.toUpperCase() as 'GET',
                  url: request.url,
                  remoteAddress: request.remoteAddress,
                  headers: { ...request.headers, ...(token ? { authorization: `Token ${token}` } : {}) },
                  ...(request.payload !== undefined ? { payload: request.payload } : {}),
                });
                const context = `${label} -> ${response.statusCode} ${request.url} (${request.note}): ${response.body.slice(0, 300)}`;
                expect(response.statusCode, context).toBeLessThan(500);
                if (response.statusCode >= 400) {
                  const html = String(response.headers['content-type'] ?? '').startsWith('text/html');
                  if (!(html && documentsHtml(operation, response.statusCode))) {
                    let body: { detail?: unknown; code?: unknown } = {};
                    try {
                      body = JSON.parse(response.body) as typeof body;
                    } catch {
                      expect.fail(`not JSON: ${context}`);
                    }
                    expect(typeof body.detail, context).toBe('string');
                    expect(typeof body.code, context).toBe('string');
                  }
                }
                // A fuzzed sign-out revoked the role's token: sign in again for the next request.
                if (token && response.statusCode === 401) delete tokens[role];
              }),
              {
                numRuns: RUNS_PER_OPERATION,
                seed: SEED + index,
                endOnFailure: true,
                includeErrorInReport: true,
              },
            )
            .catch((error: unknown) => {
              throw new Error(`${label}: replay with FUZZ_SEED=${SEED}\n${String(error)}`);
            });
          expect(
            await snapshot(guarded(role, path)),
            `${label} changed what it may not (FUZZ_SEED=${SEED})`,
          ).toEqual(before);
        }
      }
    },
  );
});
