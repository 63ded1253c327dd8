import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorsPlugin } from '../plugins/errors';
import { createTestApp, type TestApp } from '../test/test-app';
import { postgresDataException } from './postgres-data-exception';

let t: TestApp;
/** A bare app with the shop's error handler and routes that hand PostgreSQL what validation would refuse. */
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  app = Fastify();
  await app.register(errorsPlugin);
  app.get('/uuid', async () => t.db.execute(sql`SELECT ${'not-a-uuid'}::uuid`));
  app.get('/int4', async () => t.db.execute(sql`SELECT id FROM products WHERE id = ${99_999_999_999}::int`));
  app.get('/nul', async () => t.db.execute(sql`SELECT id FROM products WHERE slug = ${'a\u0000b'}`));
  app.get('/missing-table', async () => t.db.execute(sql`SELECT * FROM no_such_table`));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('postgresDataException', () => {
  it('finds the SQLSTATE of a data exception through the query wrapper', async () => {
    const caught = await t.db.execute(sql`SELECT ${'x'}::int`).catch((error: unknown) => error);
    expect(postgresDataException(caught)).toBe('22P02');
  });

  it('is null for other errors', async () => {
    const caught = await t.db.execute(sql`SELECT * FROM no_such_table`).catch((error: unknown) => error);
    expect(postgresDataException(caught)).toBeNull();
    expect(postgresDataException(new Error('boom'))).toBeNull();
    expect(postgresDataException(Object.assign(new Error('x'), { code: '22P02' }))).toBeNull();
    expect(postgresDataException(null)).toBeNull();
  });
});

describe('the error handler', () => {
  it.each([['/uuid'], ['/int4'], ['/nul']])(
    'answers 400 in the shop shape when PostgreSQL refuses a value (%s)',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: 'Date invalide.', code: 'request.invalid_data' });
    },
  );

  it('still answers 500 to a fault that is not the input', async () => {
    const response = await app.inject({ method: 'GET', url: '/missing-table' });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('internal_error');
    expect(response.body).not.toContain('no_such_table');
  });
});
