import type { Config } from '../../config';
import { LocalStorage } from './local';
import type { Storage } from './types';

export type { Storage, StoredObject } from './types';

/**
 * S3 when the S3_* variables are set (config.ts refuses a half-set group), local disk under DATA_DIR otherwise. The S3
 * driver and the AWS SDK behind it are loaded only when chosen: most sites never need them, and loading them would
 * cost every start (and every CLI command) a good part of its time.
 */
export async function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Promise<Storage> {
  if (config.s3) {
    const { S3Storage } = await import('./s3');
    return new S3Storage(config.s3);
  }
  return new LocalStorage(config.dataDir);
}
