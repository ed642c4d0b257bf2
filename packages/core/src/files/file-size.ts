const UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** File sizes read in Bytes, KB, MB or GB on a 1024 base ("2.5 MB", "25 MB"). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = Number.parseFloat((bytes / 1024 ** exponent).toFixed(2));
  return `${value} ${UNITS[exponent]}`;
}

/** MAX_UPLOAD_MB is whole mebibytes, so the message "Maximum size is 25 MB" matches the limit exactly. */
export const megabytes = (mb: number): number => mb * 1024 * 1024;
