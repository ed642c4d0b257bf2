import { TESTIMONIAL_MESSAGES, TESTIMONIAL_STATUS_LABELS, type TestimonialDto } from '@bloom/core';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';

const STATUS_TONE: Record<TestimonialDto['status'], BadgeTone> = {
  pending: 'amber',
  approved: 'teal',
  rejected: 'red',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** One testimonial: the words first, then who said them and where it stands. */
export function TestimonialCard({ testimonial: t }: { testimonial: TestimonialDto }) {
  const byline = [t.clientTitle, t.clientCompany].filter(Boolean).join(', ');
  return (
    <Card className="flex w-full flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {t.rating ? (
          <span className="flex items-center gap-0.5" role="img" aria-label={`${t.rating} out of 5 stars`}>
            {[1, 2, 3, 4, 5].map((n) => (
              <Star
                key={n}
                aria-hidden="true"
                className={n <= (t.rating ?? 0) ? 'size-4 fill-amber-400 text-amber-400' : 'size-4 text-slate-300'}
              />
            ))}
          </span>
        ) : (
          <span className="text-xs text-slate-500">No rating</span>
        )}
        <Badge tone={STATUS_TONE[t.status]}>{TESTIMONIAL_STATUS_LABELS[t.status]}</Badge>
      </div>
      <blockquote className="text-base leading-relaxed break-words whitespace-pre-line text-slate-800">
        “{t.content}”
      </blockquote>
      <div className="mt-auto flex flex-wrap items-end justify-between gap-2 border-t border-slate-100 pt-4 text-sm">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{t.clientName}</p>
          {byline ? <p className="text-slate-600">{byline}</p> : null}
          <Link
            to={`/clients/${encodeURIComponent(t.clientId)}`}
            className="text-primary-700 underline-offset-2 hover:underline"
          >
            {t.projectName}
          </Link>
        </div>
        <div className="text-right text-xs text-slate-500">
          <p>{dateFormat.format(new Date(t.createdAt))}</p>
          <p>{t.publishPermission ? TESTIMONIAL_MESSAGES.mayPublish : TESTIMONIAL_MESSAGES.private}</p>
        </div>
      </div>
    </Card>
  );
}
