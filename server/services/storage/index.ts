import type { Config } from '../../config';
import { LocalStorage } from './local';
import type { Storage } from './types';

export type { Storage, StoredObject } from './types';

export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  if (config.s3) {
    // The S3 driver arrives with the uploads issue; until then refuse clearly rather than write to disk silently.
    throw new Error('S3 storage is configured (S3_BUCKET) but this build stores files on local disk only.');
  }
  return new LocalStorage(config.dataDir);
}
