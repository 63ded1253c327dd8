import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { createS3Storage } from './s3-storage';

/** The storage MEDIA_STORAGE chose: the data folder (default) or the bucket. */
export function createObjectStorage(config: Pick<Config, 'dataDir' | 'storage'>): ObjectStorage {
  if (config.storage.kind === 's3') {
    const { kind: _kind, ...settings } = config.storage;
    return createS3Storage(settings);
  }
  return createLocalStorage(config.dataDir);
}
