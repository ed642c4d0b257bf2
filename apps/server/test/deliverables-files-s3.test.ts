import { describeDeliverableFiles } from './helpers/deliverable-files-suite';
import { s3Fixture } from './helpers/storage';

describeDeliverableFiles('S3 (local fake)', s3Fixture);
