import { CLIENT_MESSAGES, plural } from '@bloom/core';
import { ArrowLeft, Inbox, UserX } from 'lucide-react';
import { Link } from 'react-router';
import { SubmissionCardSkeleton } from '../../../components/domain/submission-parts';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, NotFound } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useClientSubmissions } from '../api/get-client-submissions';
import { SubmissionCard } from './submission-card';

/** /clients/{id}/submissions: what one client has submitted, newest first. */
export function ClientSubmissionsPage({ clientId }: { clientId: string }) {
  const { client, submissions } = useClientSubmissions(clientId);
  const clientPath = `/clients/${encodeURIComponent(clientId)}`;
  const error = client.error ?? submissions.error;

  if (isApiError(client.error, 404) || isApiError(submissions.error, 404)) return <ClientNotFound />;

  if (error && !(client.data && submissions.data)) {
    // Only the query that failed is asked again.
    const retry = () => {
      if (client.isError) void client.refetch();
      if (submissions.isError) void submissions.refetch();
    };
    return (
      <>
        <TitleOnly title="Client Submissions" />
        <BackLink to={clientPath} />
        <LoadError
          className="mt-3"
          query={{ error, isFetching: client.isFetching || submissions.isFetching, refetch: retry }}
          title={CLIENT_MESSAGES.loadSubmissionsFailed}
        />
      </>
    );
  }

  if (!client.data || !submissions.data) return <SubmissionsSkeleton backTo={clientPath} />;

  const c = client.data;
  const list = submissions.data.submissions;
  return (
    <>
      <PageHeader
        title={c.clientName}
        description={
          list.length ? `${c.projectName} · ${plural(list.length, 'submission', 'submissions')}` : c.projectName
        }
        documentTitle={`${c.clientName} · Submissions`}
        back={{ to: clientPath, label: 'Back to client' }}
      />
      {list.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={CLIENT_MESSAGES.noSubmissions}
          description={CLIENT_MESSAGES.noSubmissionsDetail}
        />
      ) : (
        <section aria-label="Submissions" className="space-y-4">
          {list.map((s) => (
            <SubmissionCard key={s.id} submission={s} />
          ))}
        </section>
      )}
    </>
  );
}

function TitleOnly({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

function BackLink({ to }: { to: string }) {
  return (
    <Link
      to={to}
      className="mb-3 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-slate-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to client
    </Link>
  );
}

function ClientNotFound() {
  return (
    <>
      <TitleOnly title={CLIENT_MESSAGES.notFound} />
      <NotFound
        icon={UserX}
        title={CLIENT_MESSAGES.notFound}
        description={CLIENT_MESSAGES.notFoundDetail}
        back={{ to: '/clients', label: 'Back to Clients' }}
      />
    </>
  );
}

function SubmissionsSkeleton({ backTo }: { backTo: string }) {
  return (
    <section aria-busy="true" aria-label="Loading submissions">
      <TitleOnly title="Client Submissions" />
      <BackLink to={backTo} />
      <div className="mb-8 space-y-2">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-72 max-w-full" />
      </div>
      <div className="space-y-4">
        {[0, 1, 2].map((i) => (
          <SubmissionCardSkeleton key={i} />
        ))}
      </div>
    </section>
  );
}
