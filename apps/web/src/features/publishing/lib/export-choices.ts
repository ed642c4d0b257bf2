import {
  EXPORT_FORMAT_IDS,
  EXPORT_FORMATS,
  type ExportFormat,
  TESTIMONIAL_STATUSES,
  type TestimonialDto,
  type TestimonialStatus,
} from '@bloom/core';

/** The export route of a testimonial and format; `download` asks for an attachment with its filename. */
export const exportUrl = (testimonialId: string, format: ExportFormat, download = false) =>
  `/api/testimonials/${encodeURIComponent(testimonialId)}/export/${format}${download ? '?download=1' : ''}`;

export const isExportFormat = (value: string | null): value is ExportFormat =>
  value !== null && (EXPORT_FORMAT_IDS as string[]).includes(value);

/** '1080 × 1080 px', or 'A4, selectable text' for the PDF. */
export const formatSize = (format: ExportFormat) => {
  const f = EXPORT_FORMATS[format];
  return f.type === 'application/pdf' ? 'A4, selectable text' : `${f.width} × ${f.height} px`;
};

/** Approved first (what is usually exported), then pending, then rejected; newest first within each. */
const ORDER: TestimonialStatus[] = ['approved', 'pending', 'rejected'];

export function exportGroups<T extends Pick<TestimonialDto, 'status'>>(testimonials: readonly T[]) {
  return ORDER.filter((s) => TESTIMONIAL_STATUSES.includes(s))
    .map((status) => ({ status, testimonials: testimonials.filter((t) => t.status === status) }))
    .filter((g) => g.testimonials.length > 0);
}

/** The testimonial the page opens on: the one asked for, else the newest approved, else the newest. */
export function defaultExportTestimonial<T extends Pick<TestimonialDto, 'id' | 'status'>>(
  testimonials: readonly T[],
  wanted: string | null,
): T | undefined {
  return (
    testimonials.find((t) => t.id === wanted) ?? testimonials.find((t) => t.status === 'approved') ?? testimonials[0]
  );
}

/** One line of the picker: 'Jordan Lee — “Working with her was…”'. */
export function pickerLabel(t: Pick<TestimonialDto, 'clientName' | 'content'>, max = 60): string {
  const words = t.content.replace(/\s+/g, ' ').trim();
  const excerpt = words.length > max ? `${words.slice(0, max).replace(/\s+\S*$/, '')}…` : words;
  return `${t.clientName} — “${excerpt}”`;
}
