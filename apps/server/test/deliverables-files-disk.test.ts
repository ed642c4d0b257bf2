import { describeDeliverableFiles } from './helpers/deliverable-files-suite';
import { diskFixture } from './helpers/storage';

describeDeliverableFiles('disk', diskFixture);
