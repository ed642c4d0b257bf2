import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../../../api/session';
import { PageSpinner } from '../../../components/ui/spinner';
import { firstName } from '../../../lib/names';
import { leaveSetup, useFinishSetup } from '../api/setup-api';
import {
  clearWizardState,
  loadWizardState,
  saveWizardState,
  type WizardState,
  type WizardStep,
} from '../lib/wizard-state';
import { BrandingStep } from './branding-step';
import { CustomiseStep } from './customise-step';
import { DoneStep } from './done-step';
import { FirstClientStep } from './first-client-step';
import { SetupLayout } from './setup-layout';
import { TemplateStep } from './template-step';
import { WelcomeStep } from './welcome-step';

/** /setup: the six steps of the product spec's setup wizard, each saving as it goes. */
export function SetupWizard() {
  const { data: session } = useSession();
  if (!session) return <PageSpinner className="min-h-dvh" />;
  return (
    <Wizard
      workspaceId={session.workspace.id}
      ownerName={firstName(session.user.name)}
      alreadyDone={session.workspace.onboardingCompleted}
    />
  );
}

function Wizard({
  workspaceId,
  ownerName,
  alreadyDone,
}: {
  workspaceId: string;
  ownerName: string;
  alreadyDone: boolean;
}) {
  const queryClient = useQueryClient();
  const finishSetup = useFinishSetup();
  const [state, setState] = useState<WizardState>(() => loadWizardState(workspaceId));
  const done = useRef(alreadyDone);
  const latest = useRef(state);
  latest.current = state;

  useEffect(() => saveWizardState(workspaceId, state), [workspaceId, state]);

  // Leaving before the end (Exit setup, the browser's back, a closed tab) ends the first-run
  // redirect too: the owner finds setup again from the dashboard's checklist. The unmount is
  // confirmed a microtask later, so React's development double mount does not count as leaving.
  useEffect(() => {
    let mounted = true;
    const leave = () => {
      if (done.current) return;
      done.current = true;
      leaveSetup(queryClient);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      mounted = false;
      window.removeEventListener('pagehide', leave);
      queueMicrotask(() => {
        if (mounted) return;
        leave();
        // Setup seen through: a later visit starts from the welcome again.
        if (latest.current.step === 6) clearWizardState(workspaceId);
      });
    };
  }, [queryClient, workspaceId]);

  const go = (step: WizardStep) => setState((s) => ({ ...s, step }));
  const back = () => setState((s) => ({ ...s, step: Math.max(1, s.step - 1) as WizardStep }));

  const finish = async (client: WizardState['client']) => {
    try {
      await finishSetup.mutateAsync();
      done.current = true;
    } catch {
      // Only the first-run flag failed to save; leaving the wizard tries it again.
    }
    setState((s) => ({ ...s, client, step: 6 }));
  };

  const { step } = state;
  return (
    <SetupLayout step={step} wide={step === 2 || step === 3}>
      {step === 1 ? <WelcomeStep firstName={ownerName} onNext={() => go(2)} /> : null}
      {step === 2 ? <BrandingStep onBack={back} onNext={() => go(3)} /> : null}
      {step === 3 ? (
        <TemplateStep
          selected={state.templateKey}
          journey={state.journey}
          onSelect={(templateKey) => setState((s) => ({ ...s, templateKey }))}
          onBack={back}
          onNext={(journey) => setState((s) => ({ ...s, journey, step: 4 }))}
        />
      ) : null}
      {step === 4 && state.journey ? (
        <CustomiseStep journey={state.journey} onBack={back} onNext={() => go(5)} />
      ) : null}
      {step === 5 && state.journey ? (
        <FirstClientStep
          journey={state.journey}
          skipped={state.skipped}
          onSkip={(skipped) => setState((s) => ({ ...s, skipped }))}
          onBack={back}
          onFinish={finish}
        />
      ) : null}
      {step === 6 ? <DoneStep client={state.client} journey={state.journey} /> : null}
    </SetupLayout>
  );
}
