import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../app';
import { loadConfig } from '../../config';
import { connectDatabase } from '../../db/client';
import { freePort } from '../../db/embedded';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(
    path.join(webDist, 'assets', 'app-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const port = await freePort();
    const dead = connectDatabase(`postgres://nobody:x@127.0.0.1:${port}/none`, { max: 1 });
    const config = loadConfig({ DATA_DIR: os.tmpdir(), LOG_LEVEL: 'silent', PUBLIC_URL: 'http://shop.test' });
    const app = await buildApp({ config, db: dead.db, webDist: null });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await app.close();
      await dead.close();
    }
  });
});

describe('serving', () => {
  it('answers unknown API paths with a JSON 404, never the web app', async () => {
    for (const url of ['/api/nu-exista', '/api/produse', '/api/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json().detail).toEqual(expect.any(String));
    }
  });

  it('answers index.html, never cached, for every other page path', async () => {
    for (const url of ['/', '/cart', '/en/produse/seruri?page=2', '/admin']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('compresses API answers with gzip when brotli is not accepted', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/produse/?per=24',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends security headers and a Content-Security-Policy for our own origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBeDefined();
  });

  it('gives every answer a request id, keeping a sane incoming one', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'proxy-req-12345' },
    });
    expect(kept.headers['x-request-id']).toBe('proxy-req-12345');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers['x-request-id']).not.toBe('bad id <script>');
  });
});

describe('OpenAPI', () => {
  it('documents every catalogue and auth route', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toMatch(/^3\./);
    for (const [route, method] of [
      ['/api/produse/', 'get'],
      ['/api/produse/{slug}/', 'get'],
      ['/api/categorii/', 'get'],
      ['/api/categorii/{slug}/', 'get'],
      ['/api/tags/', 'get'],
      ['/api/recenzii/', 'get'],
      ['/api/register/', 'post'],
      ['/api/login/', 'post'],
      ['/api/logout/', 'post'],
      ['/api/user/', 'get'],
      ['/api/csrf/', 'get'],
      ['/api/health', 'get'],
    ] as const) {
      expect(document.paths[route]?.[method], `${method} ${route}`).toBeDefined();
    }
  });

  it('serves the docs UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('logs', () => {
  it('carry the request id and no passwords or tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ DATA_DIR: os.tmpdir(), LOG_LEVEL: 'info', PUBLIC_URL: 'http://shop.test' });
    const app = await buildApp({
      config,
      db: t.db,
      webDist: null,
      logger: { ...(loggerOptions(config) as object), stream },
    });
    try {
      const user = await t.customer();
      await app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { username: user.username, password: user.password },
      });
      await app.inject({
        method: 'GET',
        url: '/api/user/',
        headers: { authorization: `Token ${user.token}` },
      });
      const output = lines.join('');
      expect(output).toContain('"reqId"');
      expect(output).not.toContain(user.password);
      expect(output).not.toContain(user.token);
    } finally {
      await app.close();
    }
  });
});
