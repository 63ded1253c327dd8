import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertKey, type ObjectInfo, type ObjectStorage, type StoredObject } from './object-storage';

/** Temporary files of writes in progress: never listed. */
const TEMPORARY = /\.[0-9a-f]{12}\.tmp$/;

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
};

/**
 * The storage in a folder (the data folder): a key is a file path under it. A write goes to a
 * temporary file beside the target and is renamed over it, which is atomic on one file system.
 */
export function createLocalStorage(root: string): ObjectStorage & { pathOf: (key: string) => string } {
  const base = path.resolve(root);

  function pathOf(key: string): string {
    assertKey(key);
    const file = path.join(base, ...key.split('/'));
    if (!file.startsWith(base + path.sep)) throw new Error(`Key outside the storage: ${key}`);
    return file;
  }

  async function info(key: string): Promise<ObjectInfo | null> {
    try {
      const stat = await fs.stat(pathOf(key));
      return stat.isFile() ? { key, size: stat.size, modified: stat.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async function* walk(folder: string, keyPrefix: string): AsyncGenerator<ObjectInfo> {
    let entries: Dirent[];
    try {
      entries = await fs.readdir(folder, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const key = `${keyPrefix}${entry.name}`;
      if (entry.isDirectory()) yield* walk(path.join(folder, entry.name), `${key}/`);
      else if (entry.isFile() && !TEMPORARY.test(entry.name)) {
        const found = await info(key).catch(() => null);
        if (found) yield found;
      }
    }
  }

  return {
    kind: 'local',
    pathOf,
    async put(key, body) {
      const target = pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temporary, body);
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key): Promise<StoredObject | null> {
      const file = pathOf(key);
      try {
        const [stat, body] = await Promise.all([fs.stat(file), fs.readFile(file)]);
        return { key, size: body.length, modified: stat.mtime, body };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    head: info,
    async *list(prefix) {
      // From the deepest folder the prefix names, then filtered by the whole prefix.
      const slash = prefix.lastIndexOf('/');
      const folderKey = slash >= 0 ? prefix.slice(0, slash) : '';
      const folder = folderKey ? pathOf(folderKey) : base;
      for await (const object of walk(folder, folderKey ? `${folderKey}/` : '')) {
        if (object.key.startsWith(prefix)) yield object;
      }
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
  };
}
