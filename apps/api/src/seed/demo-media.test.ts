import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../lib/storage/local-storage';
import { demoImages, writeDemoMedia } from './demo-media';

const folders: string[] = [];
function folder(): string {
  const created = mkdtempSync(path.join(os.tmpdir(), 'demo-media-'));
  folders.push(created);
  return created;
}
afterEach(() => {
  for (const created of folders.splice(0)) rmSync(created, { recursive: true, force: true });
});

async function put(dir: string, file: string, body: string) {
  await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await fs.writeFile(path.join(dir, file), body);
}

describe('writeDemoMedia', () => {
  it('copies what the build drew, draws only what it lacks and keeps what is already there', async () => {
    const images = demoImages();
    const [kept, drawn, ...copied] = images.map((image) => image.file);
    const prerendered = folder();
    const root = folder();
    const media = path.join(root, 'media');
    for (const file of copied) await put(prerendered, file, `prerendered ${file}`);
    await put(media, kept!, 'already here');

    const written = await writeDemoMedia(createLocalStorage(root), { prerenderedDir: prerendered });

    expect(written).toBe(images.length - 1);
    expect(readFileSync(path.join(media, kept!), 'utf8')).toBe('already here');
    for (const file of copied)
      expect(readFileSync(path.join(media, file), 'utf8')).toBe(`prerendered ${file}`);
    const webp = readFileSync(path.join(media, drawn!));
    expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // Nothing half-written is left behind.
    const leftovers = (await fs.readdir(media, { recursive: true })).filter((name) => name.endsWith('.tmp'));
    expect(leftovers).toEqual([]);
  });

  it('lists every product photo, category tile and blog cover once', () => {
    const files = demoImages().map((image) => image.file);
    expect(new Set(files).size).toBe(files.length);
    expect(files.some((file) => file.startsWith('products/'))).toBe(true);
    expect(files.some((file) => file.startsWith('categories/'))).toBe(true);
    expect(files.some((file) => file.startsWith('blog/'))).toBe(true);
  });
});
