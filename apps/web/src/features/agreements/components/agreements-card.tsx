import type { ClientDetailDto } from '@bloom/core';
import { FileSignature } from 'lucide-react';
import { useSession } from '../../../api/session';
import { Loading } from '../../../components/ui/load-state';
import { SectionCard, SectionError } from '../../../components/ui/section-card';
import { Bars } from '../../../components/ui/skeleton-blocks';
import { AGREEMENTS_UI as M } from '../agreements-messages';
import { useClientAgreements } from '../api/agreement-mutations';
import { AgreementStagePanel } from './agreement-stage-panel';

type ClientRef = Pick<ClientDetailDto, 'id' | 'steps' | 'journey'>;

/**
 * The client page's agreements: one section per agreement stage of the client's journey. A
 * client whose journey has none shows no card. A Member sees what the API answers them (their
 * assigned clients only).
 */
export function AgreementsCard({ client }: { client: ClientRef }) {
  if (!client.steps.some((step) => step.stepType === 'agreement')) return null;
  return (
    <SectionCard icon={FileSignature} title={M.cardTitle}>
      <AgreementsBody clientId={client.id} journeyId={client.journey?.id ?? null} />
    </SectionCard>
  );
}

export function AgreementsBody({ clientId, journeyId }: { clientId: string; journeyId: string | null }) {
  const agreements = useClientAgreements(clientId);
  const session = useSession().data;

  if (agreements.isError) return <SectionError query={agreements} message={M.loadFailed} />;
  if (!agreements.data) {
    return (
      <Loading label={M.loading} className="space-y-4 px-5 py-5 sm:px-6">
        <Bars bars={['h-5 w-48', 'h-4 w-64 max-w-full', 'h-14 w-full rounded-lg', 'h-14 w-full rounded-lg']} />
      </Loading>
    );
  }
  const { stages, countersigners } = agreements.data;
  if (stages.length === 0) return <p className="px-5 py-5 text-sm text-slate-600 sm:px-6">{M.noStages}</p>;

  const viewer = { userId: session?.user.id, name: session?.user.name ?? '', role: session?.role };
  return (
    <div className="divide-y divide-slate-100">
      {stages.map((stage) => (
        <AgreementStagePanel
          key={stage.stageId}
          clientId={clientId}
          journeyId={journeyId}
          stage={stage}
          countersigners={countersigners}
          viewer={viewer}
        />
      ))}
    </div>
  );
}
