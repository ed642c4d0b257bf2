import { formatOwnerDate } from '../../lib/owner-dates';

/** 'Jan 5, 2026', in the workspace's time zone. */
export const formatDate = (iso: string) => formatOwnerDate(iso);

/** The message of an API error for a toast, else the fallback. */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
