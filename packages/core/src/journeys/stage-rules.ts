import { defaultAgreementConfig } from '../agreements/agreement-types';
import { defaultPaymentConfig } from '../payments/payment-types';
import { pruneConditions } from './condition-checks';
import type { StageInput } from './journey-api';
import { keepsItsPhase, PHASE_FOR_STEP_TYPE, type Phase, type StepType } from './types';

/** Step types pair with phases; a custom, agreement or payment stage keeps its phase, onboarding by default. */
export function phaseFor(stepType: StepType, phase?: Phase | null): Phase {
  return keepsItsPhase(stepType) ? (phase ?? 'onboarding') : PHASE_FOR_STEP_TYPE[stepType];
}

/** Choice options are one per line: each trimmed, blank ones dropped. */
export function trimOptions(options: readonly string[]): string[] {
  return options.map((o) => o.trim()).filter(Boolean);
}

/** A blank stage name reads as 'Stage N' (N from 1). */
export function stageTitle(name: string, index: number): string {
  return name.trim() || `Stage ${index + 1}`;
}

/** What a saved stage looks like: its phase paired, a blank name becomes 'Stage N', options trimmed. */
export function normalizeStage(stage: StageInput, index: number) {
  return {
    stepOrder: index + 1,
    stepType: stage.stepType,
    phase: phaseFor(stage.stepType, stage.phase),
    name: stageTitle(stage.name, index),
    description: stage.description?.trim() || null,
    formConfig: stage.formConfig.map((field) =>
      field.options ? { ...field, options: trimOptions(field.options) } : field,
    ),
    // An agreement stage always has its config (a blank one until written); other stages none.
    agreement:
      stage.stepType === 'agreement'
        ? (stage.agreement ?? defaultAgreementConfig(stageTitle(stage.name, index)))
        : null,
    // A payment stage likewise (one blank line, paid in full, until written).
    payment:
      stage.stepType === 'payment' ? (stage.payment ?? defaultPaymentConfig(stageTitle(stage.name, index))) : null,
    showWhen: stage.showWhen ?? null,
    due: stage.due ?? null,
  };
}

/**
 * A whole journey's stages as saved: each normalised, then every condition without the rules
 * that cannot be evaluated (a deleted or later question): such a rule reads as "always show".
 */
export function normalizeStages(stages: readonly StageInput[]) {
  return pruneConditions(
    stages.map((stage, i) => {
      const { formConfig, ...rest } = normalizeStage(stage, i);
      return { ...rest, id: stage.id ?? `new-${i}`, fields: formConfig };
    }),
  ).map(({ fields, ...stage }, i) => ({ ...stage, id: stages[i]?.id, formConfig: fields }));
}

/** Quick Setup copies only the template's stages in the chosen phases, renumbered. */
export function stagesInPhases<T extends { phase: Phase }>(steps: T[], phases: readonly Phase[]): T[] {
  const wanted = new Set(phases);
  return steps.filter((s) => wanted.has(s.phase));
}
