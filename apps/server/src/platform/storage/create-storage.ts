import path from 'node:path';
import type { StorageConfig } from '../../config';
import { DiskStorage } from './disk-storage';
import type { FileStorage } from './file-storage';

/** S3-compatible storage when S3_BUCKET is set, else files under DATA_DIR/files. */
export async function createStorage(config: StorageConfig, dataDir: string): Promise<FileStorage> {
  if (config.s3) {
    // Loaded only when configured: the AWS SDK is large and the default run never needs it.
    const { S3Storage } = await import('./s3-storage');
    return new S3Storage(config.s3);
  }
  return new DiskStorage(path.join(dataDir, 'files'));
}
