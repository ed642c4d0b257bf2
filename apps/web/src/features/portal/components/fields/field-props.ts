import type { AnswerValue, FormField } from '@bloom/core';
import type { FieldIds } from './field-frame';

export interface FieldProps {
  field: FormField;
  ids: FieldIds;
  value: AnswerValue | undefined;
  error?: string;
  onChange: (value: AnswerValue | undefined) => void;
}

export const asText = (value: AnswerValue | undefined) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** aria-invalid only when there is a message. */
export const invalid = (error: string | undefined) => (error ? true : undefined);
