import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerClientError } from './client-errors';

let app: FastifyInstance;
let port: number;

/** Sends raw bytes and reads what comes back until the server closes the connection. */
function exchange(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

function jsonBody(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
}

beforeAll(async () => {
  app = Fastify({ clientErrorHandler: answerClientError, http: { maxHeaderSize: 1024 } });
  app.get('/', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as net.AddressInfo).port;
});

afterAll(() => app.close());

describe('requests the HTTP parser refuses', () => {
  it('answer headers that are too large with 431 in the shop shape', async () => {
    const answer = await exchange(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(4096)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(jsonBody(answer)).toEqual({ detail: expect.any(String), code: 'request.headers_too_large' });
  });

  it('answer what is not HTTP with 400 in the shop shape', async () => {
    const answer = await exchange('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(jsonBody(answer)).toEqual({ detail: expect.any(String), code: 'request.invalid' });
  });

  it('still serve a well-formed request', async () => {
    const answer = await exchange('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  });
});
