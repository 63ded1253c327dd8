import { afterAll, beforeAll, expect, it, inject, vi } from 'vitest';
import { cloneTemplateDatabase } from '../test/databases';
import { listen, type Listener } from './pg-listener';

/**
 * A write waits for every listener of its channel to acknowledge it (the catalogue cache), so the
 * count must be of that channel's listeners only: one of another channel never acknowledges, and
 * every write would wait out its time-out.
 */
let database: { url: string; drop: () => Promise<void> };
const opened: Listener[] = [];

beforeAll(async () => {
  database = await cloneTemplateDatabase(inject('testDatabaseUrl'));
});
afterAll(async () => {
  await Promise.all(opened.map((listener) => listener.close()));
  await database.drop();
});

function listening(channel: string): Promise<Listener> {
  return new Promise((resolve) => {
    const listener: Listener = listen(database.url, channel, {
      onNotify: () => undefined,
      onListening: () => resolve(listener),
      onLost: () => undefined,
    });
    opened.push(listener);
  });
}

it('counts the listeners of its own channel, not those of others', async () => {
  const catalogue = await listening('test_catalogue_channel');
  await listening('test_other_channel');
  await listening('test_other_channel');
  await vi.waitFor(async () => expect(await catalogue.listeners()).toBe(1));
  expect(await opened[1]!.listeners()).toBe(2);
});
