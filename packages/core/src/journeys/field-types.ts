/**
 * The types a form field can have. Apart from types.ts so that form-field-schema.ts (which checks
 * them) and types.ts (which takes FormField from that schema) import one way, without a cycle.
 */
export const FIELD_TYPES = [
  'text',
  'email',
  'textarea',
  'radio',
  'checkbox',
  'select',
  'file',
  'color',
  'star-rating',
  'approval',
  'number',
  'date',
] as const;

export type FieldType = (typeof FIELD_TYPES)[number];
