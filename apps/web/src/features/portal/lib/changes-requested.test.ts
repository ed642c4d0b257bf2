import type { Phase, PortalStageDto, PortalSubmissionDto } from '@bloom/core';
import { describe, expect, it } from 'vitest';
import {
  CHANGES_MESSAGES,
  changeRequests,
  changesComment,
  changesNotice,
  hasChangesRequested,
  opensOnSummary,
  requesterName,
  stageToOpenFirst,
  stepBadgeKind,
} from './changes-requested';
import { portalPayload, portalStage, submission } from './portal-test-data';
import { isStageDone, stageViews } from './portal-view';

const sub = submission;
/** A stage of type onboarding whatever its phase (the type plays no part in a change request). */
const stage = (order: number, answered: PortalSubmissionDto | null = null, phase: Phase = 'onboarding') =>
  ({ ...portalStage(order, phase, answered), stepType: 'onboarding' }) satisfies PortalStageDto;
const payload = (stages: PortalStageDto[], name = 'Willow Studio') =>
  portalPayload(stages, stages.filter(isStageDone).length, name);

describe('a change request', () => {
  it('is a stage sent back by the owner, and it still counts as done', () => {
    const sentBack = stage(1, sub('changes_requested', 'Add the logo'));
    expect(hasChangesRequested(sentBack)).toBe(true);
    expect(isStageDone(sentBack)).toBe(true);
    expect(stageViews([sentBack])[0]!.status).toBe('completed');
    for (const status of ['draft', 'submitted', 'reviewed'] as const) {
      expect(hasChangesRequested(stage(1, sub(status)))).toBe(false);
    }
    expect(hasChangesRequested(stage(1))).toBe(false);
  });

  it('shows the owner’s comment as written, and none when blank or after resubmitting', () => {
    const text = 'Line one\n\n  indented line two';
    expect(changesComment(stage(1, sub('changes_requested', text)))).toBe(text);
    expect(changesComment(stage(1, sub('changes_requested', '  \n ')))).toBeNull();
    expect(changesComment(stage(1, sub('changes_requested', null)))).toBeNull();
    // The server sends the comment only with the status; a stale one is not shown.
    expect(changesComment(stage(1, sub('submitted', 'Old request')))).toBeNull();
  });

  it('lists the stages waiting for changes in journey order', () => {
    const stages = [stage(3, sub('changes_requested')), stage(1, sub('submitted')), stage(2, sub('changes_requested'))];
    expect(changeRequests(stages).map((s) => s.id)).toEqual(['s2', 's3']);
    expect(changeRequests([stage(1, sub('reviewed'))])).toEqual([]);
  });
});

describe('where the page opens', () => {
  it('opens the first change request before any open stage', () => {
    const stages = [stage(1, sub('submitted')), stage(2, sub('changes_requested')), stage(3)];
    expect(stageToOpenFirst(stages, () => 's3')).toBe('s2');
    expect(stageToOpenFirst([stage(1, sub('submitted')), stage(2)], () => 's2')).toBe('s2');
    expect(stageToOpenFirst([], () => null)).toBeNull();
  });

  it('opens on the summary of a finished journey only when nothing waits for changes', () => {
    expect(opensOnSummary(true, [stage(1, sub('submitted'))])).toBe(true);
    expect(opensOnSummary(true, [stage(1, sub('submitted')), stage(2, sub('changes_requested'))])).toBe(false);
    expect(opensOnSummary(false, [stage(1)])).toBe(false);
  });
});

describe('the notice at the top', () => {
  it('names the workspace and the first stage', () => {
    const data = payload([stage(1, sub('submitted')), stage(2, sub('changes_requested', 'x'))]);
    expect(changesNotice(data)).toEqual({ stageId: 's2', text: 'Willow Studio asked for changes on “Stage 2”.' });
  });

  it('counts the other stages waiting for changes', () => {
    const two = payload([stage(1, sub('changes_requested')), stage(2, sub('changes_requested'))]);
    expect(changesNotice(two)?.text).toBe('Willow Studio asked for changes on “Stage 1” and 1 more stage.');
    const three = payload([1, 2, 3].map((n) => stage(n, sub('changes_requested'))));
    expect(changesNotice(three)?.text).toContain('and 2 more stages.');
  });

  it('says “Your service provider” when the workspace has no name of its own', () => {
    expect(requesterName(payload([], 'Client Portal').branding)).toBe(CHANGES_MESSAGES.someone);
    expect(requesterName(payload([], '  ').branding)).toBe(CHANGES_MESSAGES.someone);
    expect(requesterName(payload([]).branding)).toBe('Willow Studio');
  });

  it('is not there when nothing waits for changes', () => {
    expect(changesNotice(payload([stage(1, sub('submitted')), stage(2)]))).toBeNull();
  });
});

describe('the step badge', () => {
  it('shows a change request even while the step is open', () => {
    expect(stepBadgeKind('completed', true, false)).toBe('changes');
    expect(stepBadgeKind('completed', true, true)).toBe('changes');
  });

  it('keeps the usual badges otherwise', () => {
    expect(stepBadgeKind('completed', false, true)).toBe('viewing');
    expect(stepBadgeKind('completed', false, false)).toBe('done');
    expect(stepBadgeKind('current', false, false)).toBe('active');
    expect(stepBadgeKind('locked', false, false)).toBeNull();
  });
});
