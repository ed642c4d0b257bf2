import { PORTAL_MESSAGES, stageFields } from '@bloom/core';
import { useStageSeen } from '../hooks/use-portal-seen';
import { changesComment, hasChangesRequested } from '../lib/changes-requested';
import { ChangesCallout } from './changes-callout';
import { DeliverableCard } from './deliverable-card';
import type { ReviewDone } from './deliverable-review';
import { PackageOpen } from './icons';
import { StageForm, type StageFormProps } from './stage-form';

/** An open stage: the owner's change request, its description, what the owner shared (milestones) and its form. */
export function StagePanel({
  onReviewed,
  requester,
  ...form
}: StageFormProps & { onReviewed: ReviewDone /** Who asks for changes, by name. */; requester: string }) {
  const { stage, token, onLockOut } = form;
  useStageSeen(token, stage.id, form.done);
  const milestone = stage.stepType === 'milestone';
  const hasFields = stageFields(stage).length > 0;
  return (
    <div className="space-y-5">
      {hasChangesRequested(stage) ? <ChangesCallout who={requester} comment={changesComment(stage)} /> : null}
      {stage.description ? (
        <p className="text-sm whitespace-pre-line break-words text-slate-700">{stage.description}</p>
      ) : null}
      {milestone ? (
        stage.deliverables.length === 0 ? (
          <div className="flex items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
            <PackageOpen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
            <p>{PORTAL_MESSAGES.noDeliverablesYet}</p>
          </div>
        ) : (
          <div className="space-y-3">
            {stage.deliverables.map((d) => (
              <DeliverableCard key={d.id} token={token} deliverable={d} onReviewed={onReviewed} onLockOut={onLockOut} />
            ))}
            {!hasFields && !form.done ? (
              <p className="text-sm text-slate-600">{PORTAL_MESSAGES.approveToComplete}</p>
            ) : null}
          </div>
        )
      ) : null}
      {hasFields || !milestone ? (
        <div className={milestone ? 'border-t border-slate-200 pt-5' : undefined}>
          <StageForm {...form} />
        </div>
      ) : null}
    </div>
  );
}
