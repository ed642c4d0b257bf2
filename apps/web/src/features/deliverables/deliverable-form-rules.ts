import {
  type CreateDeliverableInput,
  DELIVERABLE_VALIDATION,
  type DeliverableType,
  defaultDeliverableTitle,
  fileTooLargeMessage,
  isAllowedUploadName,
  isHttpUrl,
  UPLOAD_MESSAGES,
} from '@bloom/core';

/** What the milestone deliverable form holds (docs/product.md#milestone-deliverables). */
export interface DeliverableFormValues {
  stageId: string;
  type: DeliverableType;
  slotId: string;
  title: string;
  file: File | null;
  url: string;
  linkTitle: string;
  note: string;
}

export type DeliverableFormErrors = Partial<Record<'stageId' | 'file' | 'url' | 'note', string>>;

export const emptyDeliverableForm = (stageId = ''): DeliverableFormValues => ({
  stageId,
  type: 'file',
  slotId: '',
  title: '',
  file: null,
  url: '',
  linkTitle: '',
  note: '',
});

/**
 * The form's messages, checked before anything is sent: only the chosen type's input counts, and
 * a file the server would refuse (too large, empty, a type it does not take) never leaves the browser.
 */
export function deliverableFormErrors(
  values: Pick<DeliverableFormValues, 'stageId' | 'type' | 'url' | 'note'> & {
    file: Pick<File, 'name' | 'size'> | null;
  },
  maxUploadBytes: number,
): DeliverableFormErrors {
  const errors: DeliverableFormErrors = {};
  if (!values.stageId.trim()) errors.stageId = DELIVERABLE_VALIDATION.milestoneRequired;
  if (values.type === 'file') {
    const { file } = values;
    if (!file) errors.file = DELIVERABLE_VALIDATION.fileRequired;
    else if (file.size > maxUploadBytes) errors.file = fileTooLargeMessage(maxUploadBytes);
    else if (file.size === 0) errors.file = UPLOAD_MESSAGES.emptyFile;
    else if (!isAllowedUploadName(file.name)) errors.file = UPLOAD_MESSAGES.unsupportedType;
  } else if (values.type === 'link') {
    const url = values.url.trim();
    if (!url) errors.url = DELIVERABLE_VALIDATION.urlRequired;
    else if (!isHttpUrl(url)) errors.url = DELIVERABLE_VALIDATION.urlInvalid;
  } else if (!values.note.trim()) {
    errors.note = DELIVERABLE_VALIDATION.noteRequired;
  }
  return errors;
}

/** The JSON body of a link or a note (files go as multipart). Blank optional fields go as null. */
export function deliverableInput(values: DeliverableFormValues): CreateDeliverableInput {
  const common = { stageId: values.stageId, title: values.title.trim() || null, slotId: values.slotId || null };
  return values.type === 'link'
    ? { ...common, type: 'link', url: values.url.trim(), linkTitle: values.linkTitle.trim() || null }
    : { ...common, type: 'note', note: values.note };
}

/** The title the deliverable gets if the title field stays empty, shown as its placeholder. */
export function titlePlaceholder(values: Pick<DeliverableFormValues, 'type' | 'file' | 'url' | 'linkTitle'>): string {
  if (values.type === 'file') {
    return values.file
      ? defaultDeliverableTitle({ type: 'file', filename: values.file.name })
      : 'Defaults to the file name';
  }
  if (values.type === 'link') {
    return values.url.trim() || values.linkTitle.trim()
      ? defaultDeliverableTitle({ type: 'link', url: values.url.trim(), linkTitle: values.linkTitle })
      : 'Defaults to the link label or URL';
  }
  return defaultDeliverableTitle({ type: 'note' });
}
