/**
 * The OpenAPI document says what the server does: every reference resolves, every operation gives
 * the answers its access, validation and body make possible, non-JSON answers have their real
 * media types, request schemas are as strict as the server, and every answer of the test app is
 * checked against the document (the checker itself is proven to fail on a wrong answer).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { adminCouponInputSchema } from '@shop/shared/schemas/admin/coupons';
import { registerBodySchema } from '@shop/shared/schemas/auth';
import { addressFields, cuiSchema, optionalCnpSchema, phoneSchema } from '@shop/shared/schemas/checkout';
import { isValidCui } from '@shop/shared/romania';
import { conformanceTo, type OpenApiDocument } from './openapi-conformance';
import { createTestApp, type TestApp } from './test-app';

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  pattern?: string;
  format?: string;
  minimum?: number;
  maxLength?: number;
  description?: string;
};
type Parameter = { name: string; in: string; schema: Schema };
type Operation = {
  parameters?: Parameter[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<
    string,
    { content?: Record<string, { schema?: Schema }>; headers?: Record<string, unknown> }
  >;
};
type Document = { paths: Record<string, Record<string, Operation>>; components?: Record<string, unknown> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let t: TestApp;
let doc: Document;
let operations: { name: string; path: string; method: string; operation: Operation }[];

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      name: `${method.toUpperCase()} ${path}`,
      path,
      method,
      operation: item[method]!,
    })),
  );
});
afterAll(() => t?.close());

/** Follows a local JSON pointer (`#/a/b`) in the document; undefined when it leads nowhere. */
function follow(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      doc,
    );
}

/** Every schema in the document, each with where it is. */
function* schemasIn(node: unknown, at: string): Generator<[string, Schema]> {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* schemasIn(item, `${at}/${index}`);
    return;
  }
  yield [at, node as Schema];
  for (const [key, value] of Object.entries(node)) yield* schemasIn(value, `${at}/${key}`);
}

/** The request body's schema of an operation, by name. */
function bodyOf(name: string): Schema {
  const found = operations.find((operation) => operation.name === name);
  const schema = found?.operation.requestBody?.content['application/json']?.schema;
  if (!schema) throw new Error(`${name} has no JSON body in the document`);
  return schema;
}

/** A property's schema anywhere inside a schema (the first found, depth first). */
function propertyIn(schema: Schema, property: string): Schema {
  for (const [, node] of schemasIn(schema, '')) {
    const found = node.properties?.[property];
    if (found) return found;
  }
  throw new Error(`no property ${property}`);
}

describe('the OpenAPI document', () => {
  it('has no reference that leads nowhere', () => {
    const dangling = [...schemasIn(doc, '#')]
      .filter(([, node]) => typeof node.$ref === 'string')
      .filter(([, node]) => follow(node.$ref!) === undefined)
      .map(([at, node]) => `${at} -> ${node.$ref}`);
    expect(dangling).toEqual([]);
    expect([...schemasIn(doc, '#')].some(([, node]) => typeof node.$ref === 'string')).toBe(true);
  });

  it('gives every operation the answers its access, input and body make possible', () => {
    const missing: string[] = [];
    const need = (name: string, operation: Operation, status: string, why: string) => {
      if (!operation.responses[status]) missing.push(`${name}: ${status} (${why})`);
    };
    for (const { name, method, operation } of operations) {
      need(name, operation, '401', 'a token that matches nobody');
      need(name, operation, '503', 'the database out of reach');
      if (operation.security?.length) {
        if (name.includes(' /api/admin/')) need(name, operation, '403', 'a customer on a staff route');
      }
      if ((operation.parameters?.length ?? 0) > 0 || operation.requestBody) {
        need(name, operation, '400', 'validated input');
      }
      if (['post', 'put', 'patch', 'delete'].includes(method)) {
        need(name, operation, '400', 'a malformed body');
        need(name, operation, '413', 'a body too large');
        need(name, operation, '415', 'a body of another type');
      }
    }
    expect(missing).toEqual([]);
    expect(doc.paths['/api/produse/']!.get!.responses['503']!.headers).toHaveProperty('retry-after');
  });

  it('documents non-JSON answers with their real media types and every error as JSON', () => {
    expect(Object.keys(doc.paths['/robots.txt']!.get!.responses['200']!.content!)).toEqual(['text/plain']);
    expect(Object.keys(doc.paths['/sitemap.xml']!.get!.responses['200']!.content!)).toEqual([
      'application/xml',
    ]);
    const csv = doc.paths['/api/admin/newsletter/subscribers.csv']!.get!;
    expect(Object.keys(csv.responses['200']!.content!)).toEqual(['text/csv']);
    expect(Object.keys(doc.paths['/api/admin/stock/export.csv']!.get!.responses['200']!.content!)).toEqual([
      'text/csv',
    ]);
    const errorsNotJson = operations.flatMap(({ name, operation }) =>
      Object.entries(operation.responses)
        .filter(([status, response]) => Number(status) >= 400 && response.content)
        .filter(([, response]) =>
          Object.keys(response.content!).some(
            (media) => media !== 'application/json' && media !== 'text/html',
          ),
        )
        .map(([status, response]) => `${name} ${status}: ${Object.keys(response.content!).join(', ')}`),
    );
    expect(errorsNotJson).toEqual([]);
  });

  it('describes the bodies routes read themselves: the image upload and the stock import', () => {
    const upload = doc.paths['/api/admin/media/']!.post!.requestBody!.content['multipart/form-data']!.schema;
    expect(upload).toMatchObject({
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' } },
      required: ['file'],
    });
    expect(Object.keys(doc.paths['/api/admin/stock/import/']!.post!.requestBody!.content)).toEqual([
      'text/csv',
    ]);
  });

  it('publishes the bounds of every integer read from a path or a query (pages and ids start at 1)', () => {
    const digitsOnly = operations.flatMap(({ name, operation }) =>
      (operation.parameters ?? [])
        .filter(
          (parameter) =>
            parameter.schema.type === 'string' && /^\^\\d\{1,\d+\}\$$/.test(parameter.schema.pattern ?? ''),
        )
        .map((parameter) => `${name} ${parameter.name}`),
    );
    expect(digitsOnly).toEqual([]);
    const page = doc.paths['/api/produse/']!.get!.parameters!.find((parameter) => parameter.name === 'page')!;
    expect(page.schema).toMatchObject({ type: 'integer', minimum: 1 });
    const id = doc.paths['/api/admin/orders/{id}/']!.get!.parameters!.find(
      (parameter) => parameter.name === 'id',
    )!;
    expect(id.schema).toMatchObject({ type: 'integer', minimum: 1 });
  });

  it('publishes the email format of every email a request sends', () => {
    const loose = operations.flatMap(({ name, operation }) =>
      Object.values(operation.requestBody?.content ?? {}).flatMap(({ schema }) =>
        [...schemasIn(schema, name)].flatMap(([at, node]) =>
          Object.entries(node.properties ?? {})
            .filter(([key, property]) => /(^|_)email$/.test(key) && property.type === 'string')
            .filter(([, property]) => property.format !== 'email')
            .map(([key]) => `${at} ${key}`),
        ),
      ),
    );
    expect(loose).toEqual([]);
  });

  it('accepts what the published patterns call valid: email, phone, postal code and coupon code', () => {
    const order = bodyOf('POST /api/comenzi/');
    const cases: [string, Schema, z.ZodType][] = [
      ['email', propertyIn(bodyOf('POST /api/register/'), 'email'), registerBodySchema.shape.email],
      ['telefon', propertyIn(order, 'telefon'), phoneSchema],
      ['cod_postal', propertyIn(order, 'cod_postal'), addressFields.cod_postal],
      ['cod', propertyIn(bodyOf('POST /api/admin/coupons/'), 'cod'), adminCouponInputSchema.shape.cod],
    ];
    for (const [name, published, server] of cases) {
      expect(published.pattern, name).toBeTypeOf('string');
      const valid = fc
        .stringMatching(new RegExp(published.pattern!, 'u'))
        .filter((value) => value.length <= (published.maxLength ?? Infinity));
      fc.assert(
        fc.property(valid, (value) => {
          expect(server.safeParse(value).success, `${name}: ${JSON.stringify(value)}`).toBe(true);
        }),
        { numRuns: 100 },
      );
    }
  });

  it("publishes the optional CNP's shape and says its control digit is checked", () => {
    const cnp = propertyIn(bodyOf('POST /api/comenzi/'), 'cnp');
    const pattern = new RegExp(cnp.pattern!, 'u');
    expect(cnp.description).toMatch(/control digit/);
    for (const value of ['2960229400124', ' 2960229 400124 ', '']) {
      expect(optionalCnpSchema.safeParse(value).success, value).toBe(true);
      expect(pattern.test(value), value).toBe(true);
    }
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 x'), maxLength: 16 }), (value) => {
        if (!pattern.test(value))
          expect(optionalCnpSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("publishes the CUI's shape and says its control digit is checked", () => {
    const cui = propertyIn(bodyOf('POST /api/comenzi/'), 'cui');
    const pattern = new RegExp(cui.pattern!, 'u');
    expect(cui.description).toMatch(/control digit/);
    for (const value of ['RO14399840', '14399840', 'ro 1439 9840', ' 18547290 ']) {
      expect(isValidCui(value), value).toBe(true);
      expect(pattern.test(value), value).toBe(true);
    }
    // Every shape the pattern refuses, the server refuses too.
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (value) => {
        if (!pattern.test(value))
          expect(cuiSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

describe('requests the document calls invalid or valid', () => {
  it('refuses page 0, as the document says, and serves page 1', async () => {
    const zero = await t.app.inject({ method: 'GET', url: '/api/produse/?page=0' });
    expect(zero.statusCode).toBe(400);
    const one = await t.app.inject({ method: 'GET', url: '/api/produse/?page=1' });
    expect(one.statusCode).toBe(200);
  });
});

describe('the check of every answer against the document', () => {
  it('runs on every inject of the test app, and fails on a status the operation does not give', async () => {
    const before = t.conformance.checked();
    expect((await t.app.inject({ method: 'GET', url: '/api/shop/' })).statusCode).toBe(200);
    expect(t.conformance.checked()).toBe(before + 1);

    const responses = t.conformance.document.paths['/api/shop/']!.get!.responses!;
    const ok = responses['200']!;
    delete responses['200'];
    try {
      await expect(t.app.inject({ method: 'GET', url: '/api/shop/' })).rejects.toThrow(
        /GET \/api\/shop\/ answered 200 .*a status the document does not give it/,
      );
    } finally {
      responses['200'] = ok;
    }
  });

  it('fails on a content type or a body the document does not give', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/produse/' });
    const asText = structuredClone(doc) as OpenApiDocument;
    const listed = asText.paths['/api/produse/']!.get!.responses!['200']!;
    listed.content = { 'text/plain': listed.content!['application/json']! };
    expect(conformanceTo(asText).problemsOf('GET', '/api/produse/', response)).toMatch(
      /GET \/api\/produse\/ answered 200 .* as application\/json, documented as text\/plain/,
    );

    const stricter = structuredClone(doc) as OpenApiDocument;
    const schema =
      stricter.paths['/api/produse/']!.get!.responses!['200']!.content!['application/json']!.schema!;
    (schema as { required: string[] }).required.push('no_such_field');
    expect(conformanceTo(stricter).problemsOf('GET', '/api/produse/?page=1', response)).toMatch(
      /GET \/api\/produse\/ answered 200 .* body its schema refuses: .*no_such_field/,
    );

    expect(
      conformanceTo(structuredClone(doc) as OpenApiDocument).problemsOf('GET', '/api/produse/', response),
    ).toBeNull();
  });

  it('matches an address to the operation the router picks: a fixed segment before a parameter', async () => {
    const lookup = await t.app.inject({ method: 'GET', url: '/api/account/companies/lookup/?cui=x' });
    const conformance = conformanceTo(structuredClone(doc) as OpenApiDocument);
    expect(conformance.problemsOf('GET', '/api/account/companies/lookup/?cui=x', lookup)).toBeNull();
    expect(conformance.checked()).toBe(1);
    // An address no operation has (the router's 404) is not an operation's answer.
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nu-exista/' });
    expect(conformance.problemsOf('GET', '/api/nu-exista/', unknown)).toBeNull();
    expect(conformance.checked()).toBe(1);
  });
});
