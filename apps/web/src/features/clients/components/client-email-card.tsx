import { type ClientDetailDto, type ClientEmailStatus, EMAIL_MESSAGES } from '@bloom/core';
import { useQueryClient } from '@tanstack/react-query';
import { Mail, MailCheck, MailPlus, MailX, Pencil, Send } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { toast } from 'sonner';
import { emailKeys } from '../../../api/email';
import { Button } from '../../../components/ui/button';
import { Loading } from '../../../components/ui/load-state';
import { SectionCard, SectionError } from '../../../components/ui/section-card';
import { Skeleton } from '../../../components/ui/skeleton';
import { RowSkeletons } from '../../../components/ui/skeleton-blocks';
import { Spinner } from '../../../components/ui/spinner';
import { useNowWhile } from '../../../lib/use-now-while';
import { useClientEmail, useSendInvitation } from '../api/client-email';
import { blockedReason, type InvitationState, invitationHeadline, invitationState } from '../client-email-state';
import { messageOf } from '../client-format';
import { ClientRemindersField } from './client-reminders-field';

interface ClientEmailCardProps {
  client: ClientDetailDto;
  /** Opens Edit Details (to add or change the address). */
  onEditClient: () => void;
}

/** The client page's email card: the invitation (send, resend, its state) and the reminders. */
export function ClientEmailCard({ client, onEditClient }: ClientEmailCardProps) {
  const email = useClientEmail(client.id);
  useRefreshOnClientChange(client);

  return (
    <SectionCard icon={Mail} title="Email">
      {email.data ? (
        <EmailCardBody client={client} email={email.data} onEditClient={onEditClient} />
      ) : email.isError ? (
        <SectionError query={email} message="We couldn't load this client's email status." />
      ) : (
        <Loading label="Loading email status..." className="space-y-4 px-5 py-5 sm:px-6">
          <RowSkeletons
            count={1}
            className="flex items-center gap-3"
            icon="size-9 rounded-lg"
            lines={['h-4 w-40', 'h-4 w-56 max-w-full']}
          />
          <Skeleton className="h-10 w-full rounded-lg" />
        </Loading>
      )}
    </SectionCard>
  );
}

/**
 * The address, archive state and unsubscribe are edited elsewhere on the page (each write caches
 * the client with a new `updatedAt`): the email status is read again then.
 */
function useRefreshOnClientChange(client: ClientDetailDto) {
  const queryClient = useQueryClient();
  const version = `${client.updatedAt}|${client.clientEmail}|${client.status}|${client.emailUnsubscribedAt}`;
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void queryClient.invalidateQueries({ queryKey: emailKeys.client(client.id) });
  }, [queryClient, client.id, version]);
}

function EmailCardBody({
  client,
  email,
  onEditClient,
}: {
  client: ClientDetailDto;
  email: ClientEmailStatus;
  onEditClient: () => void;
}) {
  const send = useSendInvitation();
  const blockedId = useId();
  const now = useNowWhile(invitationState(email, Date.now()).kind === 'sending');
  const state = invitationState(email, now);
  const blocked = blockedReason(email);
  const detail = invitationDetail(state, email.address);
  const canEditAddress = email.blockedBy === 'no-email' || email.blockedBy === 'bouncing';

  const invite = () =>
    send.mutate(
      { id: client.id },
      {
        onSuccess: () => toast.success(EMAIL_MESSAGES.invitationQueued),
        onError: (error) => toast.error(messageOf(error, 'Failed to send the invitation')),
      },
    );

  return (
    <div className="space-y-5 px-5 py-5 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-start gap-3" role="status">
          <InvitationIcon state={state} />
          <div className="min-w-0">
            <p className="text-sm font-medium text-slate-900">{invitationHeadline(state)}</p>
            {detail ? <p className="text-sm break-words text-slate-600">{detail}</p> : null}
          </div>
        </div>
        <Button
          variant={state.kind === 'none' && !blocked ? 'primary' : 'secondary'}
          size="sm"
          className="self-start sm:self-auto"
          onClick={invite}
          busy={send.isPending}
          busyText="Sending..."
          disabled={blocked !== null}
          aria-describedby={blocked ? blockedId : undefined}
        >
          <Send aria-hidden="true" className="size-3.5" />
          {/* 'Resend' once one was asked for, delivered or not. */}
          {state.kind === 'none' ? 'Send invitation' : 'Resend invitation'}
        </Button>
      </div>

      {blocked ? (
        <div
          id={blockedId}
          className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-start sm:justify-between"
        >
          <p className="break-words">
            <span className="font-semibold">{blocked.title}</span> {blocked.detail}
          </p>
          {canEditAddress ? (
            <Button variant="secondary" size="sm" className="self-start" onClick={onEditClient}>
              <Pencil aria-hidden="true" className="size-3.5" />
              {email.blockedBy === 'no-email' ? 'Add an email address' : 'Change the address'}
            </Button>
          ) : null}
        </div>
      ) : null}

      <div className="border-t border-slate-100 pt-5">
        <ClientRemindersField clientId={client.id} email={email} />
      </div>
    </div>
  );
}

/** The line under the headline; null when the notice below already says it all (no address). */
function invitationDetail(state: InvitationState, address: string | null): string | null {
  if (state.kind === 'none') return address ? `Email the portal link to ${address}.` : null;
  if (state.kind === 'failed') return 'It will not be sent: see why below.';
  if (state.kind === 'sending') {
    return state.slow
      ? "The mail server hasn't accepted it yet. We keep trying."
      : `Handing it to the mail server${address ? ` for ${address}` : ''}.`;
  }
  return address ? `Accepted by the mail server for ${address}.` : 'Accepted by the mail server.';
}

function InvitationIcon({ state }: { state: InvitationState }) {
  const box = 'flex size-9 shrink-0 items-center justify-center rounded-lg ring-1';
  if (state.kind === 'sending') {
    return (
      <span className={`${box} bg-primary-50 text-primary-700 ring-primary-200`}>
        <Spinner />
      </span>
    );
  }
  if (state.kind === 'failed') {
    return (
      <span className={`${box} bg-amber-50 text-amber-700 ring-amber-200`}>
        <MailX aria-hidden="true" className="size-4" />
      </span>
    );
  }
  if (state.kind === 'sent') {
    return (
      <span className={`${box} bg-emerald-50 text-emerald-700 ring-emerald-200`}>
        <MailCheck aria-hidden="true" className="size-4" />
      </span>
    );
  }
  return (
    <span className={`${box} bg-white text-slate-500 ring-slate-200`}>
      <MailPlus aria-hidden="true" className="size-4" />
    </span>
  );
}
