import { formatFileSize } from './file-size';
import { ALLOWED_UPLOADS_SUMMARY } from './upload-rules';

/** What an upload answers when it is refused; the browser shows these as they are. */
export const UPLOAD_MESSAGES = {
  /** The deliverable form's wording. */
  fileRequired: 'Choose a file to upload',
  oneFileOnly: 'Upload one file at a time.',
  emptyFile: 'The file is empty.',
  notMultipart: 'Send the file as a multipart/form-data upload.',
  unreadable: 'The upload could not be read. Please try again.',
  badFields: 'The upload form has too many fields or a field that is too long.',
  unsupportedType: `This file type isn't allowed. You can upload ${ALLOWED_UPLOADS_SUMMARY}.`,
  /** The toast when an upload fails for another reason. */
  uploadFailed: 'Failed to upload file',
} as const;

export const fileTooLargeMessage = (maxBytes: number): string =>
  `File is too large. Maximum size is ${formatFileSize(maxBytes)}.`;
