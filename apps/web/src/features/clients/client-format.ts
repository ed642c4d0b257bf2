import { CLIENT_STATUS_LABELS, type ClientStatus } from '@bloom/core';
import type { BadgeTone } from '../../components/ui/badge';

export const STATUS_TONES: Record<ClientStatus, BadgeTone> = {
  active: 'teal',
  completed: 'blue',
  archived: 'neutral',
};

export { CLIENT_STATUS_LABELS };

const mediumDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Jan 5, 2026' */
export const formatDate = (iso: string) => mediumDate.format(new Date(iso));

/** The message of an API error for a toast, else the fallback. */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
