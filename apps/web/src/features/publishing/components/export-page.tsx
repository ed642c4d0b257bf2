import {
  EXPORT_FORMAT_IDS,
  EXPORT_FORMATS,
  type ExportFormat,
  PUBLISHING_MESSAGES,
  TESTIMONIAL_STATUS_LABELS,
  type TestimonialDto,
} from '@bloom/core';
import {
  Download,
  ExternalLink,
  FileText,
  type LucideIcon,
  RectangleHorizontal,
  RectangleVertical,
  Square,
} from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormField } from '../../../components/ui/form-field';
import { Loading, LoadState } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { Bars } from '../../../components/ui/skeleton-blocks';
import { useAllTestimonials } from '../api/publishing-settings';
import {
  defaultExportTestimonial,
  exportGroups,
  exportUrl,
  formatSize,
  isExportFormat,
  pickerLabel,
} from '../lib/export-choices';
import { ChoiceGroup } from './choice-group';
import { ExportPreview } from './export-preview';

const ICONS: Record<ExportFormat, LucideIcon> = {
  square: Square,
  social: RectangleHorizontal,
  story: RectangleVertical,
  pdf: FileText,
};
const FORMAT_CHOICES = EXPORT_FORMAT_IDS.map((value) => ({
  value,
  label: EXPORT_FORMATS[value].label,
  hint: formatSize(value),
  icon: ICONS[value],
}));

/** /testimonials/export(?testimonial=&format=): a testimonial as an image or PDF in the workspace's brand. */
export function ExportPage() {
  const testimonials = useAllTestimonials();
  return (
    <>
      <PageHeader
        title="Export Testimonials"
        description="Turn a testimonial into an image, a PDF or a card sized for social media, in your brand."
      />
      <LoadState
        query={testimonials}
        title="Could not load your testimonials"
        skeleton={<ExportSkeleton />}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={Download}
            title="Nothing to export yet"
            description="When a client writes a testimonial at a journey’s testimonial stage, you can export it here as an image or a PDF."
            action={
              <Button asChild variant="secondary">
                <Link to="/testimonials">Review testimonials</Link>
              </Button>
            }
          />
        }
      >
        {(list) => <Exporter testimonials={list} />}
      </LoadState>
    </>
  );
}

function Exporter({ testimonials }: { testimonials: TestimonialDto[] }) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('testimonial');
  const selected = defaultExportTestimonial(testimonials, wanted)!;
  const formatParam = params.get('format');
  const format: ExportFormat = isExportFormat(formatParam) ? formatParam : 'square';
  const choose = (next: { testimonial?: string; format?: ExportFormat }) =>
    setParams({ testimonial: next.testimonial ?? selected.id, format: next.format ?? format }, { replace: true });
  const missing = wanted !== null && wanted !== selected.id;

  return (
    <div className="grid gap-6 lg:grid-cols-12 lg:items-start">
      <Card className="space-y-6 p-5 sm:p-6 lg:col-span-5">
        {missing ? (
          <Alert tone="warning">That testimonial was not found. It may have been removed; pick another one.</Alert>
        ) : null}
        <FormField label="Testimonial">
          {(field) => (
            <Select {...field} value={selected.id} onChange={(event) => choose({ testimonial: event.target.value })}>
              {exportGroups(testimonials).map((group) => (
                <optgroup key={group.status} label={TESTIMONIAL_STATUS_LABELS[group.status]}>
                  {group.testimonials.map((t) => (
                    <option key={t.id} value={t.id}>
                      {pickerLabel(t)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </Select>
          )}
        </FormField>
        <ChoiceGroup legend="Format" choices={FORMAT_CHOICES} value={format} onChange={(f) => choose({ format: f })} />
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-5">
          <a href={exportUrl(selected.id, format, true)} download className={buttonClasses('primary', 'md')}>
            <Download aria-hidden="true" className="size-4" />
            Download {EXPORT_FORMATS[format].extension.toUpperCase()}
          </a>
          <Link
            to={`/testimonials/${encodeURIComponent(selected.id)}`}
            className="text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
          >
            View testimonial
          </Link>
        </div>
      </Card>
      <Card role="region" aria-labelledby="export-preview-heading" className="p-5 sm:p-6 lg:col-span-7">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="export-preview-heading" className="text-base font-semibold text-slate-900">
            Preview
          </h2>
          <span className="text-sm text-slate-600">
            {EXPORT_FORMATS[format].label} · {formatSize(format)}
          </span>
        </div>
        {selected.publishPermission ? null : (
          <Alert tone="warning" title={PUBLISHING_MESSAGES.notPublishable} className="mb-4">
            You can export it for your own records, but do not share it publicly.
          </Alert>
        )}
        <ExportPreview testimonial={selected} format={format} />
        {format === 'pdf' ? (
          <a
            href={exportUrl(selected.id, 'pdf')}
            target="_blank"
            rel="noopener"
            className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
          >
            Open the PDF in a new tab
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        ) : null}
      </Card>
    </div>
  );
}

function ExportSkeleton() {
  return (
    <Loading label="Loading testimonials..." className="grid gap-6 lg:grid-cols-12">
      <Card className="space-y-5 p-6 lg:col-span-5">
        <Bars bars={['h-4 w-24', 'h-10 w-full']} />
        <div className="grid grid-cols-2 gap-2">
          <Bars bars={['h-14', 'h-14', 'h-14', 'h-14']} />
        </div>
        <Skeleton className="h-10 w-40" />
      </Card>
      <Card className="p-6 lg:col-span-7">
        <Skeleton className="mx-auto aspect-square w-full max-w-md" />
      </Card>
    </Loading>
  );
}
