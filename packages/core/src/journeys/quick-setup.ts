import { QUICK_JOURNEY_MESSAGES } from './journey-messages';
import type { Phase } from './types';

/** Where the Quick Setup dialog shows a problem; 'form' is the dialog's own alert. */
export type QuickSetupField = 'name' | 'template' | 'phases' | 'form';

export interface QuickSetupProblem {
  field: QuickSetupField;
  message: string;
}

export interface QuickSetupInput {
  name: string;
  templateId: string | null;
  phases: readonly Phase[];
}

/** What the checks need of the chosen template: the phase of each of its stages. */
export interface QuickSetupTemplate {
  stagePhases: readonly Phase[];
}

/**
 * The Quick Setup checks, in order: a name (trimmed), a chosen template, at least one phase;
 * then that the template exists and has a stage in the chosen phases. `template` is undefined
 * while it has not been looked up (the server reads it only once the first checks pass), null
 * when the chosen id matches no template. At most one problem per field.
 */
export function quickSetupProblems(input: QuickSetupInput, template?: QuickSetupTemplate | null): QuickSetupProblem[] {
  const problems: QuickSetupProblem[] = [];
  if (!input.name.trim()) problems.push({ field: 'name', message: QUICK_JOURNEY_MESSAGES.nameRequired });
  const templateId = input.templateId?.trim();
  if (!templateId) problems.push({ field: 'template', message: QUICK_JOURNEY_MESSAGES.templateRequired });
  if (input.phases.length === 0) {
    problems.push({ field: 'phases', message: QUICK_JOURNEY_MESSAGES.noPhase });
  } else if (templateId && template === null) {
    problems.push({ field: 'form', message: QUICK_JOURNEY_MESSAGES.templateMissing });
  } else if (template && !template.stagePhases.some((phase) => input.phases.includes(phase))) {
    problems.push({ field: 'phases', message: QUICK_JOURNEY_MESSAGES.noStages });
  }
  return problems;
}
