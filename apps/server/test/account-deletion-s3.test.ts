import { describeAccountDeletion } from './helpers/account-deletion-suite';
import { s3Fixture } from './helpers/storage';

describeAccountDeletion('S3 (local fake)', s3Fixture);
