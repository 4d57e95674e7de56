import type { Config } from '../../config';
import { LocalStorage } from './local';
import { S3Storage } from './s3';
import type { Storage } from './types';

export type { Storage, StoredObject } from './types';

/** S3 when the S3_* variables are set (config.ts refuses a half-set group), local disk under DATA_DIR otherwise. */
export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage(config.dataDir);
}
