import {
  canDisplayInline,
  formatFileSize,
  isCalendarDate,
  numberOf,
  reviewedByLine,
  type SubmissionAnswerDto,
  type SubmissionReviewDto,
} from '@bloom/core';
import { formatOwnerDate, formatOwnerDateAtTime } from '../../lib/owner-dates';

/** A client's uploaded file as stored in an answer. */
export interface FileAnswer {
  attachmentId: string;
  name: string;
  size: number;
  mimeType: string;
}

/** How one answer is shown; built from the value's shape, with the field type as a hint. */
export type AnswerView =
  | { kind: 'empty' }
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'file'; file: FileAnswer; sizeLabel: string; preview: boolean }
  | { kind: 'color'; hex: string }
  | { kind: 'rating'; value: number; max: number; label: string }
  | { kind: 'approval'; approved: boolean; label: string }
  | { kind: 'number'; text: string }
  | { kind: 'date'; iso: string; text: string };

const HEX = /^#[0-9a-f]{6}$/i;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function asFile(v: unknown): FileAnswer | null {
  if (!isRecord(v) || typeof v.attachmentId !== 'string' || !v.attachmentId) return null;
  return {
    attachmentId: v.attachmentId,
    name: typeof v.name === 'string' && v.name ? v.name : 'file',
    size: typeof v.size === 'number' && Number.isFinite(v.size) ? v.size : 0,
    mimeType: typeof v.mimeType === 'string' ? v.mimeType : 'application/octet-stream',
  };
}

/** Any value as plain text; objects of unknown shape as JSON, never as markup. */
export function answerText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (v === null || v === undefined) return '';
  try {
    return JSON.stringify(v) ?? '';
  } catch {
    return String(v);
  }
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });
// A calendar date has no zone: written as the day it names, wherever the owner is.
const CALENDAR_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A number answer with en-US grouping: 12500.5 → '12,500.5'. */
export const formatNumberAnswer = (n: number) => NUMBER.format(n);

/** A date answer ('2027-03-31') as 'Mar 31, 2027'. */
export function formatDateAnswer(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return CALENDAR_DATE.format(new Date(Date.UTC(y, m - 1, d)));
}

/** Previewed in an <img>: images the server sends inline (never SVG). */
export const isPreviewableImage = (mime: string) => mime.toLowerCase().startsWith('image/') && canDisplayInline(mime);

export const starLabel = (value: number, max: number) => `${value} out of ${max} ${max === 1 ? 'star' : 'stars'}`;

export function describeAnswer({
  fieldType,
  value,
  maxRating,
}: Pick<SubmissionAnswerDto, 'fieldType' | 'value' | 'maxRating'>): AnswerView {
  if (value === null || value === undefined) return { kind: 'empty' };
  if (typeof value === 'string' && value.trim() === '') return { kind: 'empty' };
  if (Array.isArray(value) && value.length === 0) return { kind: 'empty' };

  const file = asFile(value);
  if (file) {
    return { kind: 'file', file, sizeLabel: formatFileSize(file.size), preview: isPreviewableImage(file.mimeType) };
  }
  if (fieldType === 'color' && typeof value === 'string' && HEX.test(value.trim())) {
    return { kind: 'color', hex: value.trim().toLowerCase() };
  }
  if (fieldType === 'star-rating' && typeof value === 'number' && Number.isFinite(value)) {
    const max = Math.max(1, Math.trunc(maxRating ?? 5));
    const stars = Math.min(Math.max(Math.round(value), 0), max);
    return { kind: 'rating', value: stars, max, label: starLabel(stars, max) };
  }
  if (fieldType === 'approval' && (value === 'approved' || value === 'changes_requested')) {
    const approved = value === 'approved';
    return { kind: 'approval', approved, label: approved ? 'Approved' : 'Changes requested' };
  }
  if (fieldType === 'number') {
    const n = numberOf(value);
    if (n !== null) return { kind: 'number', text: formatNumberAnswer(n) };
  }
  if (fieldType === 'date' && typeof value === 'string' && isCalendarDate(value)) {
    return { kind: 'date', iso: value, text: formatDateAnswer(value) };
  }
  if (Array.isArray(value)) return { kind: 'list', items: value.map(answerText) };
  return { kind: 'text', text: answerText(value) };
}

const enc = encodeURIComponent;

/** The owner's download route for a client's file: inline (previews), or saved with `?download=1`. */
export function attachmentUrl(clientId: string, attachmentId: string, download = false): string {
  return `/api/clients/${enc(clientId)}/attachments/${enc(attachmentId)}${download ? '?download=1' : ''}`;
}

/** 'Jan 5, 2026, 3:04 PM' in the workspace's time zone; '—' for a missing or broken instant. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : formatOwnerDateAtTime(d);
}

/** 'Dana marked this reviewed on Jan 5, 2026', the day in the workspace's time zone. */
export const reviewLine = (review: SubmissionReviewDto) => reviewedByLine(review, formatOwnerDate(review.at));
