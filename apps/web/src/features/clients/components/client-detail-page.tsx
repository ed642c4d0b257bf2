import { CLIENT_MESSAGES, type ClientDetailDto } from '@bloom/core';
import {
  Archive,
  ArchiveRestore,
  Boxes,
  Briefcase,
  Calendar,
  CircleAlert,
  ClipboardList,
  Copy,
  Link2,
  type LucideIcon,
  Mail,
  MailX,
  MessageSquareText,
  Pencil,
  Trash2,
  UserX,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ClientStatusBadge } from '../../../components/domain/client-status-badge';
import { preloadRichTextEditor } from '../../../components/rich-text';
import { richTextClasses } from '../../../components/rich-text/rich-text-classes';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useClient } from '../api/get-client';
import { formatDate } from '../client-format';
import { useClientActions } from '../hooks/use-client-actions';
import { ClientEmailCard } from './client-email-card';
import { EditClientDialog } from './edit-client-dialog';
import { JourneyProgressCard } from './journey-progress-card';
import { PortalAccessCard } from './portal-access-card';

/** /clients/:id (docs/product.md#client-status-and-progress). */
export function ClientDetailPage() {
  const { id = '' } = useParams();
  const client = useClient(id);
  const navigate = useNavigate();
  const actions = useClientActions({ onDeleted: () => navigate('/clients') });
  const [editing, setEditing] = useState(false);
  const [editKey, setEditKey] = useState(0);
  useDocumentTitle(client.isError ? CLIENT_MESSAGES.notFound : (client.data?.clientName ?? 'Client Details'));

  if (client.isPending) return <DetailSkeleton />;
  if (client.isError) {
    const missing = isApiError(client.error, 404);
    return (
      <EmptyState
        icon={missing ? UserX : CircleAlert}
        title={missing ? CLIENT_MESSAGES.notFound : CLIENT_MESSAGES.loadClientFailed}
        description={
          missing ? CLIENT_MESSAGES.notFoundDetail : `${client.error.message} Check your connection and try again.`
        }
        action={
          missing ? (
            <Button asChild>
              <Link to="/clients">Back to Clients</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="secondary">
                <Link to="/clients">Back to Clients</Link>
              </Button>
              <Button onClick={() => client.refetch()} busy={client.isFetching}>
                Try again
              </Button>
            </>
          )
        }
      />
    );
  }

  const c = client.data;
  const archived = c.status === 'archived';
  const base = `/clients/${encodeURIComponent(c.id)}`;
  const openEdit = () => {
    setEditKey((k) => k + 1);
    setEditing(true);
  };

  return (
    <>
      <PageHeader
        title={c.clientName}
        back={{ to: '/clients', label: 'Back to Clients' }}
        description={<ClientFacts client={c} />}
        actions={
          <>
            <Button variant="secondary" onClick={openEdit} onPointerEnter={preloadRichTextEditor}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit Details
            </Button>
            <Button
              variant="secondary"
              onClick={() => actions.toggleArchived(c)}
              busy={actions.archivingId === c.id}
              busyText={archived ? 'Restoring...' : 'Archiving...'}
            >
              {archived ? (
                <ArchiveRestore aria-hidden="true" className="size-4" />
              ) : (
                <Archive aria-hidden="true" className="size-4" />
              )}
              {archived ? 'Restore' : 'Archive'}
            </Button>
            <Button
              variant="secondary"
              className="text-red-700! hover:border-red-200! hover:bg-red-50!"
              onClick={() => actions.askDelete(c)}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          </>
        }
      />

      <section aria-label="Overview" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        <Tile
          icon={ClipboardList}
          label="Submissions"
          value={String(c.submissionCount)}
          to={`${base}/submissions`}
          hint="View all"
        />
        <Tile
          icon={Boxes}
          label="Milestone deliverables"
          value={String(c.deliverableCount)}
          to={`${base}/deliverables`}
          hint="Manage"
        />
        <Card className="col-span-2 flex flex-col p-4 sm:col-span-1 sm:p-5">
          <div className="flex items-center gap-2 text-sm font-medium text-slate-600">
            <Link2 aria-hidden="true" className="size-4 text-primary-600" />
            Client Portal
          </div>
          <p className="mt-2 text-sm text-slate-600">{c.hasPassword ? 'Link and password' : 'Open with the link'}</p>
          <Button variant="secondary" size="sm" className="mt-3 self-start" onClick={() => actions.copyLink(c)}>
            <Copy aria-hidden="true" className="size-3.5" />
            Copy Link
          </Button>
        </Card>
      </section>

      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-3">
          <PortalAccessCard client={c} />
          <ClientEmailCard client={c} onEditClient={openEdit} />
          <JourneyProgressCard client={c} />
        </div>
        <Card className="lg:col-span-2 lg:self-start" role="region" aria-labelledby="welcome-heading">
          <div className="flex items-center gap-2 border-b border-slate-100 px-5 py-4 sm:px-6">
            <MessageSquareText aria-hidden="true" className="size-4 text-slate-500" />
            <h2 id="welcome-heading" className="text-base font-semibold text-slate-900">
              Welcome Message
            </h2>
          </div>
          <div className="px-5 py-5 sm:px-6">
            {c.welcomeHtml ? (
              // Sanitised on the server when it was saved: welcome HTML is only ever rendered in that form.
              <div className={richTextClasses} dangerouslySetInnerHTML={{ __html: c.welcomeHtml }} />
            ) : (
              <p className="text-sm text-slate-500">
                No welcome message. Customise one in Edit Details, or add one to the journey.
              </p>
            )}
            {c.welcomeHtml ? (
              <p className="mt-4 border-t border-slate-100 pt-3 text-xs text-slate-500">
                {c.customIntroText ? "This client's own message." : "From the journey's welcome message."}
              </p>
            ) : null}
          </div>
        </Card>
      </div>

      {editing || editKey > 0 ? (
        <EditClientDialog key={editKey} client={c} open={editing} onOpenChange={setEditing} />
      ) : null}
      {actions.deleteDialog}
    </>
  );
}

function ClientFacts({ client }: { client: ClientDetailDto }) {
  const fact = (icon: LucideIcon, label: string, content: ReactNode) => {
    const Icon = icon;
    return (
      <span className="inline-flex min-w-0 items-center gap-1.5">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        <span className="sr-only">{label}: </span>
        <span className="min-w-0 break-all sm:break-normal">{content}</span>
      </span>
    );
  };
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-2">
      <ClientStatusBadge status={client.status} />
      {fact(Briefcase, 'Project', client.projectName)}
      {client.clientEmail
        ? fact(
            Mail,
            'Email',
            <a href={`mailto:${client.clientEmail}`} className="hover:text-primary-700 hover:underline">
              {client.clientEmail}
            </a>,
          )
        : null}
      {client.emailUnsubscribedAt ? (
        <Badge
          tone="amber"
          title={CLIENT_MESSAGES.emailUnsubscribedDetail(formatDate(client.emailUnsubscribedAt))}
          data-testid="email-unsubscribed"
        >
          <MailX aria-hidden="true" className="size-3.5" />
          {CLIENT_MESSAGES.emailUnsubscribed}
        </Badge>
      ) : null}
      {fact(Calendar, 'Created', `Created ${formatDate(client.createdAt)}`)}
    </span>
  );
}

function Tile({
  icon: Icon,
  label,
  value,
  to,
  hint,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  to: string;
  hint: string;
}) {
  return (
    <Link
      to={to}
      className="group rounded-xl border border-slate-200 bg-white p-4 shadow-xs transition-shadow duration-150 hover:shadow-md sm:p-5"
    >
      <span className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <Icon aria-hidden="true" className="size-4 text-primary-600" />
        {label}
      </span>
      <span className="mt-2 block text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">{value}</span>
      <span className="mt-1 block text-sm font-medium text-primary-700 group-hover:underline">
        {hint} <span aria-hidden="true">→</span>
      </span>
    </Link>
  );
}

function DetailSkeleton() {
  return (
    <div aria-busy="true">
      <span className="sr-only" role="status">
        Loading client...
      </span>
      <Skeleton className="mb-4 h-4 w-32" />
      <Skeleton className="h-8 w-64 max-w-full" />
      <div className="mt-3 mb-8 flex flex-wrap gap-3">
        <Skeleton className="h-5 w-16 rounded-full" />
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-5 w-32" />
      </div>
      <div className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        {[0, 1, 2].map((i) => (
          <Card key={i} className="p-4 sm:p-5">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="mt-3 h-8 w-12" />
          </Card>
        ))}
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-3">
          <Card className="space-y-4 p-6">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-10 w-full rounded-lg" />
            <Skeleton className="h-16 w-full rounded-lg" />
          </Card>
          <Card className="space-y-4 p-6">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-2 w-full rounded-full" />
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-11 w-full rounded-lg" />
            ))}
          </Card>
        </div>
        <Card className="space-y-3 p-6 lg:col-span-2 lg:self-start">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-2/3" />
        </Card>
      </div>
    </div>
  );
}
