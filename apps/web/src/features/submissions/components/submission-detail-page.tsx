import { SUBMISSION_MESSAGES, type SubmissionDetailDto } from '@bloom/core';
import { ChevronLeft, ChevronRight, FileQuestion } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError, NotFound } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Bars, BarsCard, FieldSkeletons } from '../../../components/ui/skeleton-blocks';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { describeAnswer } from '../answer-format';
import { useSubmission } from '../api/get-submission';
import { AnswerValue } from './answer-value';
import { ReviewPanel } from './review-panel';
import { SubmissionHistory } from './submission-history';

/** The inbox's filters, handed over by its rows so Back returns to the same list. */
function useInboxPath() {
  const state: unknown = useLocation().state;
  const search =
    typeof state === 'object' && state !== null && 'inboxSearch' in state && typeof state.inboxSearch === 'string'
      ? state.inboxSearch
      : '';
  return { path: `/submissions${search.startsWith('?') ? search : ''}`, state: { inboxSearch: search } };
}

/** /submissions/:id: one submission's answers, its review actions and its history. */
export function SubmissionDetailPage() {
  const id = useParams().id ?? '';
  const query = useSubmission(id);
  const inbox = useInboxPath();
  const back = { to: inbox.path, label: 'Back to Submissions' };

  if (isApiError(query.error, 404)) {
    return (
      <>
        <Title title={SUBMISSION_MESSAGES.notFound} />
        <NotFound
          icon={FileQuestion}
          title={SUBMISSION_MESSAGES.notFound}
          description="It may have been removed with its client, or the link is incomplete."
          back={back}
        />
      </>
    );
  }
  if (query.isError && !query.data) {
    return (
      <>
        <PageHeader title="Submission" description="A client's answers for one stage." back={back} />
        <LoadError query={query} title={SUBMISSION_MESSAGES.loadFailed} />
      </>
    );
  }
  if (!query.data) return <DetailSkeleton />;

  const s = query.data;
  return (
    <>
      <PageHeader
        title={s.client.clientName}
        description={s.client.projectName}
        documentTitle={`${s.client.clientName} · ${s.stage?.name ?? 'Submission'}`}
        back={back}
        actions={<Neighbours submission={s} state={inbox.state} />}
      />
      {/* On a phone: the review panel, the answers, the history. On a wide screen the answers take the
          left column and the panel and history stack on the right; the second row takes the slack. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1 lg:self-start">
          <ReviewPanel submission={s} />
        </div>
        <section aria-labelledby="answers-heading" className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <Card className="p-5 sm:p-6">
            <h2 id="answers-heading" className="text-base font-semibold text-slate-900">
              Answers
            </h2>
            {s.answers.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">This submission has no answers.</p>
            ) : (
              <dl className="mt-2 divide-y divide-slate-100">
                {s.answers.map((a) => (
                  <div key={a.fieldId} className="min-w-0 py-4 last:pb-0">
                    <dt className="text-sm font-medium break-words text-slate-600">{a.label}</dt>
                    <dd className="mt-1 text-sm text-slate-900">
                      <AnswerValue view={describeAnswer(a)} clientId={s.client.id} />
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </Card>
        </section>
        <div className="min-w-0 lg:col-start-2 lg:row-start-2 lg:self-start">
          <SubmissionHistory history={s.history} />
        </div>
      </div>
    </>
  );
}

/** Previous is the newer submission, Next the older one (the inbox's order). */
function Neighbours({ submission: s, state }: { submission: SubmissionDetailDto; state: unknown }) {
  const to = (id: string) => `/submissions/${encodeURIComponent(id)}`;
  return (
    <nav aria-label="Other submissions" className="flex gap-2">
      {s.previousId ? (
        <Button asChild variant="secondary" size="sm">
          <Link to={to(s.previousId)} state={state} title="Newer submission">
            <ChevronLeft aria-hidden="true" className="-ml-1 size-4" />
            Previous
          </Link>
        </Button>
      ) : (
        <Button variant="secondary" size="sm" disabled title="No newer submission">
          <ChevronLeft aria-hidden="true" className="-ml-1 size-4" />
          Previous
        </Button>
      )}
      {s.nextId ? (
        <Button asChild variant="secondary" size="sm">
          <Link to={to(s.nextId)} state={state} title="Older submission">
            Next
            <ChevronRight aria-hidden="true" className="-mr-1 size-4" />
          </Link>
        </Button>
      ) : (
        <Button variant="secondary" size="sm" disabled title="No older submission">
          Next
          <ChevronRight aria-hidden="true" className="-mr-1 size-4" />
        </Button>
      )}
    </nav>
  );
}

function Title({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function DetailSkeleton() {
  return (
    <section aria-busy="true" aria-label="Loading submission">
      <Title title="Submission" />
      <div className="mb-8 space-y-2">
        <Bars bars={['h-4 w-40', 'h-8 w-56', 'h-4 w-72 max-w-full']} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <BarsCard className="space-y-3 p-6 lg:col-start-2" bars={['h-5 w-40', 'h-4 w-56 max-w-full', 'h-10 w-full']} />
        <Card className="space-y-5 p-6 lg:col-start-1 lg:row-start-1">
          <FieldSkeletons count={4} label="w-32" value="h-5 w-full" />
        </Card>
      </div>
    </section>
  );
}
