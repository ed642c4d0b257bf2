import { s3Fixture } from './helpers/storage';
import { describeStorageBackend } from './helpers/storage-suite';

describeStorageBackend('S3 (local fake)', s3Fixture);
