import { TESTIMONIAL_MESSAGES, type TestimonialDetailDto } from '@bloom/core';
import { Download, Globe, LayoutDashboard, Lock, Mail, MessageSquareOff, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError, Loading, NotFound } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { BarsCard, HeaderSkeleton } from '../../../components/ui/skeleton-blocks';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTestimonial } from '../api/get-testimonial';
import { publishingSummary } from '../publishing-state';
import { formatDate, formatDateTime, moderationLine, testimonialByline } from '../testimonial-format';
import { PublishingBadges } from './publishing-badges';
import { PublishingControls } from './publishing-controls';
import { RatingStars } from './rating-stars';
import { TestimonialActions } from './testimonial-actions';
import { TestimonialHistory } from './testimonial-history';
import { TestimonialStatusBadge } from './testimonial-status-badge';

const BACK = { to: '/testimonials', label: 'Back to Testimonials' };

/** /testimonials/:id: the whole testimonial, its consent and history, and the decision. */
export function TestimonialDetailPage() {
  const { id = '' } = useParams();
  const query = useTestimonial(id);
  useDocumentTitle(query.isError ? TESTIMONIAL_MESSAGES.notFound : 'Testimonial');

  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        query={query}
        title="Could not load the testimonial"
        back={BACK}
        notFound={
          <NotFound
            icon={MessageSquareOff}
            title={TESTIMONIAL_MESSAGES.notFound}
            description="It may have been removed with its client, or the link is incomplete."
            back={BACK}
          />
        }
      />
    );
  }

  const t = query.data;
  const byline = testimonialByline(t);
  const decision = moderationLine(t);
  return (
    <>
      <PageHeader
        title={`Testimonial from ${t.clientName}`}
        documentTitle="Testimonial"
        back={BACK}
        description={
          <span className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-2">
            <TestimonialStatusBadge status={t.status} />
            <PublishingBadges testimonial={t} />
            <span>Received {formatDate(t.createdAt)}</span>
            {decision ? <span>{decision}</span> : null}
          </span>
        }
        actions={
          <TestimonialActions testimonial={t} size="md">
            <Button asChild variant="secondary">
              <Link to={`/testimonials/export?testimonial=${encodeURIComponent(t.id)}`}>
                <Download aria-hidden="true" className="size-4" />
                Export
              </Link>
            </Button>
          </TestimonialActions>
        }
      />
      {/* On a phone the consent comes right after the words: it decides whether they can be used. */}
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <Card className="p-6 sm:p-8 lg:col-span-2">
          <figure>
            <RatingStars rating={t.rating} size="lg" />
            <blockquote className="mt-5 text-xl leading-relaxed break-words whitespace-pre-line text-slate-900 sm:text-2xl sm:leading-relaxed">
              “{t.content}”
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-semibold text-primary-800"
              >
                {t.clientName.trim().charAt(0).toUpperCase()}
              </span>
              <span className="min-w-0 text-sm">
                <span className="block font-semibold text-slate-900">{t.clientName}</span>
                {byline ? <span className="block text-slate-600">{byline}</span> : null}
                {t.clientEmail ? (
                  <a
                    href={`mailto:${t.clientEmail}`}
                    className="inline-flex max-w-full items-center gap-1.5 break-all text-slate-600 hover:text-primary-700 hover:underline"
                  >
                    <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                    {t.clientEmail}
                  </a>
                ) : null}
              </span>
            </figcaption>
          </figure>
        </Card>
        <div className="space-y-6 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <ConsentCard testimonial={t} />
          <PublishingCard testimonial={t} />
          <Card role="region" aria-labelledby="about-heading" className="p-5 sm:p-6">
            <h2 id="about-heading" className="text-base font-semibold text-slate-900">
              About
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              <Fact label="Project">
                <Link
                  to={`/clients/${encodeURIComponent(t.clientId)}`}
                  className="font-medium break-words text-primary-700 underline-offset-2 hover:underline"
                >
                  {t.projectName}
                </Link>
              </Fact>
              {t.writtenBy ? (
                <Fact label="Written by">
                  <span className="break-words">{t.writtenBy.name}</span>
                </Fact>
              ) : null}
              <Fact label="Stage">{t.stageName ?? <span className="text-slate-500">Not recorded</span>}</Fact>
              <Fact label="Received">{formatDateTime(t.createdAt)}</Fact>
              {t.approvedAt ? <Fact label="Approved">{formatDateTime(t.approvedAt)}</Fact> : null}
            </dl>
          </Card>
        </div>
        <div className="lg:col-span-2">
          <TestimonialHistory history={t.history} />
        </div>
      </div>
    </>
  );
}

function ConsentCard({ testimonial: t }: { testimonial: TestimonialDetailDto }) {
  const { given, at } = t.consent;
  const when = at ? <time dateTime={at}>{formatDateTime(at)}</time> : null;
  return (
    <Card role="region" aria-labelledby="consent-heading" className="p-5 sm:p-6">
      <h2 id="consent-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <ShieldCheck aria-hidden="true" className="size-4 text-slate-500" />
        Publishing consent
      </h2>
      <div
        className={
          given
            ? 'mt-4 rounded-lg bg-teal-50 p-4 text-sm text-teal-900 ring-1 ring-teal-600/20 ring-inset'
            : 'mt-4 rounded-lg bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-600/20 ring-inset'
        }
      >
        <p className="flex items-center gap-2 font-semibold">
          {given ? <Globe aria-hidden="true" className="size-4" /> : <Lock aria-hidden="true" className="size-4" />}
          {given ? TESTIMONIAL_MESSAGES.mayPublish : TESTIMONIAL_MESSAGES.private}
        </p>
        <p className="mt-1">
          {given ? 'The client gave permission to publish it' : TESTIMONIAL_MESSAGES.privateDetail}
          {given && when ? <> on {when}.</> : given ? '.' : null}
        </p>
        {!given && when ? <p className="mt-1">Answered on {when}.</p> : null}
      </div>
    </Card>
  );
}

/** Where it shows: the widgets and the wall, with Hide / Pin when it may be published. */
function PublishingCard({ testimonial: t }: { testimonial: TestimonialDetailDto }) {
  return (
    <Card role="region" aria-labelledby="publishing-heading" className="p-5 sm:p-6">
      <h2 id="publishing-heading" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <LayoutDashboard aria-hidden="true" className="size-4 text-slate-500" />
        Widgets and wall
      </h2>
      <p className="mt-3 text-sm text-slate-700">{publishingSummary(t)}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <PublishingControls testimonial={t} />
      </div>
      <Link
        to="/testimonials/widget"
        className="mt-4 inline-block text-sm font-medium text-primary-700 underline-offset-2 hover:underline"
      >
        Set up your widget
      </Link>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[6rem_1fr] gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <Loading label="Loading testimonial...">
      <HeaderSkeleton back="w-40" title="w-72" description="h-5 w-48" />
      <div className="grid gap-6 lg:grid-cols-3">
        <BarsCard className="space-y-4 p-6 sm:p-8 lg:col-span-2" bars={['h-5 w-28', 'h-24 w-full', 'h-10 w-56']} />
        <BarsCard className="space-y-3 p-6" bars={['h-5 w-40', 'h-20 w-full']} />
      </div>
    </Loading>
  );
}
