import { diskFixture } from './helpers/storage';
import { describeStorageBackend } from './helpers/storage-suite';

describeStorageBackend('local disk', diskFixture);
