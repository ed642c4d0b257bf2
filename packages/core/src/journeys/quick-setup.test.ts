import { describe, expect, it } from 'vitest';
import { QUICK_JOURNEY_MESSAGES as M } from './journey-messages';
import { quickSetupProblems } from './quick-setup';

const valid = { name: 'Wedding shoots', templateId: 'builtin-photography', phases: ['onboarding' as const] };
const template = { stagePhases: ['onboarding', 'deliverables', 'feedback'] as const };

describe('Quick Setup checks', () => {
  it('passes a named journey from an existing template with stages in a chosen phase', () => {
    expect(quickSetupProblems(valid)).toEqual([]);
    expect(quickSetupProblems(valid, template)).toEqual([]);
  });

  it('reports every input problem in order, one per field, before any template lookup', () => {
    expect(quickSetupProblems({ name: '   ', templateId: null, phases: [] })).toEqual([
      { field: 'name', message: M.nameRequired },
      { field: 'template', message: M.templateRequired },
      { field: 'phases', message: M.noPhase },
    ]);
    expect(quickSetupProblems({ ...valid, templateId: '  ' })).toEqual([
      { field: 'template', message: M.templateRequired },
    ]);
  });

  it('reports a template that does not exist, unless no phase is chosen (that comes first)', () => {
    expect(quickSetupProblems(valid, null)).toEqual([{ field: 'form', message: M.templateMissing }]);
    expect(quickSetupProblems({ ...valid, phases: [] }, null)).toEqual([{ field: 'phases', message: M.noPhase }]);
  });

  it('reports a template without a stage in the chosen phases', () => {
    const onlyFeedback = { stagePhases: ['feedback' as const] };
    expect(quickSetupProblems({ ...valid, phases: ['onboarding', 'deliverables'] }, onlyFeedback)).toEqual([
      { field: 'phases', message: M.noStages },
    ]);
    expect(quickSetupProblems({ ...valid, phases: ['feedback'] }, onlyFeedback)).toEqual([]);
    expect(quickSetupProblems(valid, { stagePhases: [] })).toEqual([{ field: 'phases', message: M.noStages }]);
  });

  it('keeps the name problem beside a template problem, as the dialog shows both', () => {
    expect(quickSetupProblems({ ...valid, name: '' }, null)).toEqual([
      { field: 'name', message: M.nameRequired },
      { field: 'form', message: M.templateMissing },
    ]);
  });
});
