import { describeAccountDeletion } from './helpers/account-deletion-suite';
import { diskFixture } from './helpers/storage';

describeAccountDeletion('disk', diskFixture);
