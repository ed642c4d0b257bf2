import { fileTooLargeMessage, isAllowedUploadName, UPLOAD_MESSAGES } from '@bloom/core';

/** Why a chosen file is refused before it is sent (too large, empty, a type we cannot take), or null. */
export function refuseFile(file: Pick<File, 'name' | 'size'>, maxBytes: number): string | null {
  if (file.size > maxBytes) return fileTooLargeMessage(maxBytes);
  if (file.size === 0) return UPLOAD_MESSAGES.emptyFile;
  if (!isAllowedUploadName(file.name)) return UPLOAD_MESSAGES.unsupportedType;
  return null;
}
