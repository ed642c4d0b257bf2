import { type FormField, stageFields } from '@bloom/core';

/** A stage's fields as its form shows them (a testimonial stage adds its fixed ones), read defensively. */
export function fieldsOf(stepType: string | null, formConfig: unknown): FormField[] {
  const fields = Array.isArray(formConfig)
    ? (formConfig as unknown[]).filter(
        (f): f is FormField => typeof f === 'object' && f !== null && typeof (f as { id?: unknown }).id === 'string',
      )
    : [];
  return stageFields({ stepType: stepType ?? '', fields });
}
