import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { securityHeaders } from '../app-http';
import { helmetHeaders, securityHeadersPlugin } from './security-headers';

/** What helmet's own middleware sets on a real response for the same options, per request. */
async function helmetOnARequest(options: Parameters<typeof helmet>[0]): Promise<Record<string, string>> {
  const app = Fastify();
  app.get('/', (request, reply) => {
    helmet(options)(request.raw, reply.raw, () => undefined);
    return reply.send('ok');
  });
  const response = await app.inject({ url: '/' });
  await app.close();
  const names = ['content-type', 'content-length', 'date', 'connection'];
  return Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !names.includes(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

describe('security headers worked out once', () => {
  for (const publicUrl of ['http://localhost:3000', 'https://shop.example.ro']) {
    it(`are the headers helmet sets on each request (${publicUrl})`, async () => {
      const options = securityHeaders({ ...loadConfig({}), publicUrl });
      const once = helmetHeaders(options);
      expect(once).toEqual(await helmetOnARequest(options));
      expect(once['content-security-policy']).toContain("script-src 'self' 'sha256-");
      expect('strict-transport-security' in once).toBe(publicUrl.startsWith('https://'));
    });
  }

  it('are on every answer, errors too, and a route may override one', async () => {
    const app = Fastify();
    await app.register(securityHeadersPlugin, securityHeaders(loadConfig({})));
    app.get('/ok', async () => ({ ok: true }));
    app.get('/shared', async (_request, reply) =>
      reply.header('cross-origin-resource-policy', 'cross-origin').send('x'),
    );
    const ok = await app.inject({ url: '/ok' });
    const missing = await app.inject({ url: '/nowhere' });
    const shared = await app.inject({ url: '/shared' });
    await app.close();
    for (const response of [ok, missing]) {
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    expect(shared.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(ok.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
