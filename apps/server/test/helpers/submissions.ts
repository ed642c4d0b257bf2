import type { PortalFileAnswer } from '@bloom/core';
import type { Db } from '../../src/platform/db/database';
import { fieldPart, filePart } from './deliverables';
import { ok } from './journeys';
import { callPortal, intakeAnswers, portalClient, uploadToPortal } from './portal';
import { PNG } from './storage';
import type { TestApp } from './test-app';

/** A portal client of `cookie`'s workspace who uploaded a real PNG brief and submitted Intake (every field type). */
export async function clientWithIntake(app: TestApp['app'], cookie: string) {
  const portal = await portalClient(app, cookie);
  const upload = await uploadToPortal(app, portal.token, [
    fieldPart('stageId', portal.stages.intake),
    fieldPart('fieldId', 'brief'),
    filePart('brief.png', PNG, 'image/png'),
  ]);
  const { file } = (await upload.json()) as { file: PortalFileAnswer };
  await ok(
    callPortal(app, portal.token, 'POST', `/stages/${portal.stages.intake}/submit`, { answers: intakeAnswers(file) }),
  );
  return { ...portal, file };
}

/** The id of the client's one submission that is not a draft (clientWithIntake's Intake). */
export async function submittedIdOf(db: Db, clientId: string): Promise<string> {
  const row = await db
    .selectFrom('form_submissions')
    .select('id')
    .where('project_id', '=', clientId)
    .where('status', '<>', 'draft')
    .executeTakeFirstOrThrow();
  return row.id;
}
