import { portalUrl } from '@bloom/core';
import { Copy, ExternalLink, LayoutDashboard, PartyPopper, Route, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '../../../api/session';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { copyText } from '../../../lib/clipboard';
import type { WizardClient, WizardJourney } from '../lib/wizard-state';
import { SETUP_MESSAGES } from '../setup-messages';
import { StepFrame } from './step-frame';

const hero = (
  <span className="mx-auto mb-5 grid size-16 place-items-center rounded-full bg-primary-50 text-primary-700 ring-8 ring-primary-50/50">
    <PartyPopper aria-hidden="true" className="size-8" />
  </span>
);

const dashboardButton = (
  <Button asChild>
    <Link to="/dashboard">
      <LayoutDashboard aria-hidden="true" className="size-4" />
      {SETUP_MESSAGES.dashboard}
    </Link>
  </Button>
);

/** Step 6: the new client's portal link to copy or preview, or 'Your Workspace is Ready!'. */
export function DoneStep({ client, journey }: { client: WizardClient | null; journey: WizardJourney | null }) {
  if (!client) {
    return (
      <StepFrame
        centered
        hero={hero}
        title={SETUP_MESSAGES.readyTitle}
        description={SETUP_MESSAGES.readyBody}
        actions={dashboardButton}
      />
    );
  }
  return <ClientReady client={client} journey={journey} />;
}

function ClientReady({ client, journey }: { client: WizardClient; journey: WizardJourney | null }) {
  const linkId = useId();
  // The workspace's portal domain when it has one (GET /api/me), else this host.
  const origin = useSession().data?.portalOrigin ?? window.location.origin;
  const url = portalUrl(origin, client.shareToken);
  const copy = async () => {
    if (await copyText(url)) toast.success(SETUP_MESSAGES.copied);
    else toast.error(SETUP_MESSAGES.copyFailed);
  };

  return (
    <StepFrame
      centered
      hero={hero}
      title={SETUP_MESSAGES.doneTitle}
      description={SETUP_MESSAGES.doneBody(client.clientName)}
      actions={
        <>
          <Button asChild variant="secondary">
            <Link to="/clients/new">
              <UserPlus aria-hidden="true" className="size-4" />
              {SETUP_MESSAGES.addAnother}
            </Link>
          </Button>
          {dashboardButton}
        </>
      }
    >
      <div className="mx-auto max-w-lg space-y-4 text-left">
        <div className="space-y-1.5">
          <Label htmlFor={linkId}>{SETUP_MESSAGES.portalLink}</Label>
          <div className="flex gap-2">
            <Input
              id={linkId}
              readOnly
              value={url}
              className="font-mono text-sm"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button variant="secondary" onClick={() => void copy()} className="shrink-0">
              <Copy aria-hidden="true" className="size-4" />
              {SETUP_MESSAGES.copy}
            </Button>
          </div>
        </div>
        <Button asChild variant="secondary" className="w-full">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" className="size-4" />
            {SETUP_MESSAGES.previewPortal}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        {journey && journey.stageCount === 0 ? (
          <p className="flex items-start gap-2.5 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <Route aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
            <span>
              {SETUP_MESSAGES.emptyJourneyHint}{' '}
              <Link
                to={`/journeys/${encodeURIComponent(journey.id)}/stages`}
                className="font-medium text-amber-900 underline underline-offset-4"
              >
                {SETUP_MESSAGES.openJourney}
              </Link>
            </span>
          </p>
        ) : null}
      </div>
    </StepFrame>
  );
}
