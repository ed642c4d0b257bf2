import { CLIENT_MESSAGES, type ClientDetailDto, HISTORY_MESSAGES } from '@bloom/core';
import {
  Archive,
  ArchiveRestore,
  Boxes,
  Briefcase,
  Calendar,
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
import type { ComponentType } from 'react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ClientStatusBadge } from '../../../components/domain/client-status-badge';
import { WelcomeMessage } from '../../../components/domain/welcome-message';
import { preloadRichTextEditor } from '../../../components/rich-text';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DestructiveButton } from '../../../components/ui/destructive-button';
import { LoadError, Loading, NotFound } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SectionCard } from '../../../components/ui/section-card';
import {
  Bars,
  BarsCard,
  HeaderSkeleton,
  TextCardSkeleton,
  TileSkeletons,
} from '../../../components/ui/skeleton-blocks';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useClientHistory } from '../api/client-history';
import { useClient } from '../api/get-client';
import { formatDate } from '../client-format';
import { useClientActions } from '../hooks/use-client-actions';
import { AssigneesCard } from './assignees-card';
import { ClientDataCard } from './client-data-card';
import { ClientEmailCard } from './client-email-card';
import { ClientHistoryCard } from './client-history-card';
import { DueDatesCard } from './due-dates-card';
import { EditClientDialog } from './edit-client-dialog';
import { ErasedOrNotFound } from './erased-client-view';
import { JourneyProgressCard } from './journey-progress-card';
import { PortalAccessCard } from './portal-access-card';

const BACK = { to: '/clients', label: 'Back to Clients' };

/** /clients/:id (docs/product.md#client-status-and-progress). */
/** Cards of other features, placed by the route (a feature never imports another). */
export interface ClientDetailSlots {
  contacts?: ComponentType<{ client: ClientDetailDto }>;
  agreements?: ComponentType<{ client: ClientDetailDto }>;
  payments?: ComponentType<{ client: ClientDetailDto }>;
}

export function ClientDetailPage({ slots = {} }: { slots?: ClientDetailSlots }) {
  const { id = '' } = useParams();
  const client = useClient(id);
  const navigate = useNavigate();
  const actions = useClientActions({ onDeleted: () => navigate('/clients') });
  const [editing, setEditing] = useState(false);
  const [editKey, setEditKey] = useState(0);
  // Shared with the History card and the erased client's page (one request): an erased client is titled as such.
  const erased = useClientHistory(id).data?.pages[0]?.erased;
  useDocumentTitle(
    client.isError
      ? erased
        ? HISTORY_MESSAGES.erasedTitle
        : CLIENT_MESSAGES.notFound
      : (client.data?.clientName ?? 'Client Details'),
  );

  if (client.isPending) return <DetailSkeleton />;
  if (client.isError) {
    return (
      <LoadError
        query={client}
        title={CLIENT_MESSAGES.loadClientFailed}
        back={BACK}
        notFound={
          <ErasedOrNotFound
            clientId={id}
            back={BACK}
            notFound={
              <NotFound
                icon={UserX}
                title={CLIENT_MESSAGES.notFound}
                description={CLIENT_MESSAGES.notFoundDetail}
                back={BACK}
              />
            }
          />
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
        back={BACK}
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
            <DestructiveButton onClick={() => actions.askDelete(c)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </DestructiveButton>
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
          {slots.contacts ? <slots.contacts client={c} /> : null}
          {slots.agreements ? <slots.agreements client={c} /> : null}
          {slots.payments ? <slots.payments client={c} /> : null}
          <ClientEmailCard client={c} onEditClient={openEdit} />
          <JourneyProgressCard client={c} />
          <DueDatesCard client={c} />
          <AssigneesCard client={c} />
        </div>
        {/* The side column: what the client reads first, what happened, and their data. */}
        <div className="space-y-6 lg:col-span-2">
          <SectionCard icon={MessageSquareText} title="Welcome Message">
            <div className="px-5 py-5 sm:px-6">
              <WelcomeMessage
                html={c.welcomeHtml}
                empty="No welcome message. Customise one in Edit Details, or add one to the journey."
              />
              {c.welcomeHtml ? (
                <p className="mt-4 border-t border-slate-100 pt-3 text-xs text-slate-500">
                  {c.customIntroText ? "This client's own message." : "From the journey's welcome message."}
                </p>
              ) : null}
            </div>
          </SectionCard>
          <ClientHistoryCard clientId={c.id} />
          <ClientDataCard client={c} />
        </div>
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

/** The journey card's stage rows. */
const STAGE_ROWS = ['h-11 w-full rounded-lg', 'h-11 w-full rounded-lg', 'h-11 w-full rounded-lg'];

function DetailSkeleton() {
  return (
    <Loading label="Loading client...">
      <HeaderSkeleton back="w-32" title="w-64" />
      <div className="mt-3 mb-8 flex flex-wrap gap-3">
        <Bars bars={['h-5 w-16 rounded-full', 'h-5 w-40', 'h-5 w-32']} />
      </div>
      <TileSkeletons count={3} className="grid gap-3 sm:grid-cols-3 sm:gap-4" label="w-28" value="w-12" />
      <div className="mt-6 grid gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-3">
          <BarsCard className="space-y-4 p-6" bars={['h-5 w-32', 'h-10 w-full rounded-lg', 'h-16 w-full rounded-lg']} />
          <BarsCard className="space-y-4 p-6" bars={['h-5 w-40', 'h-2 w-full rounded-full', ...STAGE_ROWS]} />
        </div>
        <TextCardSkeleton heading="w-40" className="lg:col-span-2 lg:self-start" />
      </div>
    </Loading>
  );
}
