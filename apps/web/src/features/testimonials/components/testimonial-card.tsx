import type { TestimonialDto } from '@bloom/core';
import { ArrowRight, Calendar } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { formatDate, testimonialByline } from '../testimonial-format';
import { PublishPermission } from './publish-permission';
import { PublishingBadges } from './publishing-badges';
import { PublishingControls } from './publishing-controls';
import { RatingStars } from './rating-stars';
import { TestimonialActions } from './testimonial-actions';

/** One testimonial: the words first, then who said them, then what the owner can do with it. */
export function TestimonialCard({ testimonial: t }: { testimonial: TestimonialDto }) {
  const byline = testimonialByline(t);
  return (
    <Card
      role="article"
      aria-label={`Testimonial from ${t.clientName}`}
      className="flex w-full flex-col gap-4 p-5 transition-shadow duration-150 hover:shadow-md sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RatingStars rating={t.rating} />
        <span className="flex flex-wrap items-center justify-end gap-2">
          <PublishingBadges testimonial={t} />
          <PublishPermission allowed={t.publishPermission} />
        </span>
      </div>
      <blockquote className="text-base leading-relaxed break-words whitespace-pre-line text-slate-800">
        “{t.content}”
      </blockquote>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-x-4 gap-y-2 border-t border-slate-100 pt-4 text-sm">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{t.clientName}</p>
          {byline ? <p className="text-slate-600">{byline}</p> : null}
          <Link
            to={`/clients/${encodeURIComponent(t.clientId)}`}
            className="break-words text-primary-700 underline-offset-2 hover:underline"
          >
            {t.projectName}
          </Link>
        </div>
        <div className="flex flex-col items-end gap-1.5">
          <p className="inline-flex items-center gap-1.5 text-xs text-slate-500">
            <Calendar aria-hidden="true" className="size-3.5" />
            <time dateTime={t.createdAt}>{formatDate(t.createdAt)}</time>
          </p>
          <Link
            to={`/testimonials/${encodeURIComponent(t.id)}`}
            className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
          >
            Details
            <span className="sr-only"> of the testimonial from {t.clientName}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
      <TestimonialActions testimonial={t}>
        <PublishingControls testimonial={t} compact />
      </TestimonialActions>
    </Card>
  );
}
