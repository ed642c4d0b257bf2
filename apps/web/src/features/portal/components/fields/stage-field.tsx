import { fieldKind, isMultiCheckbox, PORTAL_MESSAGES, TESTIMONIAL_KEYS, TESTIMONIAL_LIMITS } from '@bloom/core';
import { CheckboxGroupField, RadioField, SelectField, SingleCheckboxField } from './choice-fields';
import { ColorField } from './color-field';
import { fieldIds } from './field-frame';
import type { FieldProps } from './field-props';
import { FileField, type UploadTarget } from './file-field';
import { DateField, NumberField } from './number-date-fields';
import { ApprovalField, StarRatingField } from './rating-fields';
import { TextareaField, TextField } from './text-fields';

interface StageFieldProps extends Omit<FieldProps, 'ids'> {
  /** Unique per form: the stage id and the field id. */
  idBase: string;
  testimonial: boolean;
  upload: UploadTarget;
}

/** One question of a stage form, drawn by its type (unknown types as text). */
export function StageField({ idBase, testimonial, upload, ...props }: StageFieldProps) {
  const p: FieldProps = { ...props, ids: fieldIds(idBase) };
  const { field } = props;
  switch (fieldKind(field)) {
    case 'email':
      return <TextField {...p} email />;
    case 'textarea':
      return testimonial && field.id === TESTIMONIAL_KEYS.content ? (
        <TextareaField {...p} guidance={PORTAL_MESSAGES.testimonialGuidance} max={TESTIMONIAL_LIMITS.max} />
      ) : (
        <TextareaField {...p} />
      );
    case 'radio':
      return <RadioField {...p} />;
    case 'checkbox':
      return isMultiCheckbox(field) ? <CheckboxGroupField {...p} /> : <SingleCheckboxField {...p} />;
    case 'select':
      return <SelectField {...p} />;
    case 'file':
      return <FileField {...p} upload={upload} />;
    case 'color':
      return <ColorField {...p} />;
    case 'star-rating':
      return <StarRatingField {...p} />;
    case 'approval':
      return <ApprovalField {...p} />;
    case 'number':
      return <NumberField {...p} />;
    case 'date':
      return <DateField {...p} />;
    default:
      return <TextField {...p} />;
  }
}
