import {
  CLIENT_MESSAGES,
  CLIENT_VALIDATION,
  EMAIL_MESSAGES,
  type JourneyDto,
  type JourneySummaryDto,
} from '@bloom/core';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Plus } from 'lucide-react';
import { type ComponentType, Suspense, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { journeyKeys } from '../../../api/journeys';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { PageHeader } from '../../../components/ui/page-header';
import { PasswordInput } from '../../../components/ui/password-input';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useSendInvitation } from '../api/client-email';
import { useCreateClient } from '../api/client-mutations';
import { useJourneyOptions } from '../api/get-journey-options';
import {
  CLIENT_FORM_FIELDS,
  type ClientFormErrors,
  type ClientFormField,
  type ClientFormValues,
  initialJourneyId,
  selectableJourneys,
  toCreateInput,
  validateClientForm,
  type WelcomeState,
} from '../client-form';
import { ClientNameFields } from './client-name-fields';
import { JourneySelect } from './journey-select';
import { WelcomeMessageField } from './welcome-message-field';

/** The journeys feature's Quick Setup dialog, handed in by the route (features do not import each other). */
export type QuickJourneyDialogComponent = ComponentType<{
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (journey: JourneyDto) => void;
}>;

export interface NewClientPageProps {
  QuickJourneyDialog: QuickJourneyDialogComponent;
}

/** /clients/new (docs/product.md#adding-a-client). */
export function NewClientPage({ QuickJourneyDialog }: NewClientPageProps) {
  const journeys = useJourneyOptions();
  const [params] = useSearchParams();

  return (
    <>
      <PageHeader
        title="Add Client"
        description="Create a project for a client, choose the journey they follow and get their portal link."
        back={{ to: '/clients', label: 'Back to Clients' }}
      />
      {journeys.isError ? (
        <Card role="alert" className="flex flex-col items-center px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600">
            <CircleAlert aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-4 text-base font-semibold text-slate-900">{CLIENT_MESSAGES.loadFailed}</p>
          <p className="mt-1 max-w-md text-sm text-slate-600">{journeys.error.message}</p>
          <Button variant="secondary" className="mt-6" onClick={() => journeys.refetch()} busy={journeys.isFetching}>
            {CLIENT_MESSAGES.loadFailedAction}
          </Button>
        </Card>
      ) : journeys.isPending ? (
        <FormSkeleton />
      ) : (
        <NewClientForm
          journeys={journeys.data}
          refreshing={journeys.isFetching}
          requestedJourney={params.get('journey')}
          QuickJourneyDialog={QuickJourneyDialog}
        />
      )}
    </>
  );
}

interface NewClientFormProps extends NewClientPageProps {
  journeys: JourneySummaryDto[];
  refreshing: boolean;
  requestedJourney: string | null;
}

function NewClientForm({ journeys, refreshing, requestedJourney, QuickJourneyDialog }: NewClientFormProps) {
  const [values, setValues] = useState<ClientFormValues>(() => ({
    projectName: '',
    clientName: '',
    clientEmail: '',
    templateId: initialJourneyId(journeys, requestedJourney),
    password: '',
  }));
  const [welcome, setWelcome] = useState<WelcomeState>({ customise: false, edited: false, html: '' });
  const [errors, setErrors] = useState<ClientFormErrors>({});
  const [formError, setFormError] = useState<string>();
  const [quickOpen, setQuickOpen] = useState(false);
  const [quickWanted, setQuickWanted] = useState(false);
  const create = useCreateClient();
  // Checked by default: most owners add a client to send them their portal.
  const [invite, setInvite] = useState(true);
  const sendInvitation = useSendInvitation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fieldRefs = useRef<Partial<Record<ClientFormField, HTMLElement | null>>>({});

  const noJourneys = selectableJourneys(journeys).length === 0;
  const saving = create.isPending;
  const selected = journeys.find((j) => j.id === values.templateId);

  const set = (field: ClientFormField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Editing a field clears its error.
    setErrors((e) => ({ ...e, [field]: undefined }));
    setFormError(undefined);
  };

  const openQuick = () => {
    setQuickWanted(true);
    setQuickOpen(true);
  };

  const journeyCreated = (journey: JourneyDto) => {
    // Shown at once, then the list is read again from the server.
    queryClient.setQueryData<JourneySummaryDto[]>(journeyKeys.list(), (list) =>
      list?.some((j) => j.id === journey.id) ? list : [summaryOf(journey), ...(list ?? [])],
    );
    void queryClient.invalidateQueries({ queryKey: journeyKeys.list() });
    set('templateId', journey.id);
  };

  const submit = () => {
    const found = validateClientForm(values);
    setErrors(found);
    const first = CLIENT_FORM_FIELDS.find((f) => found[f]);
    if (first) {
      fieldRefs.current[first]?.focus();
      return;
    }
    create.mutate(toCreateInput(values, welcome), {
      onSuccess: (client) => {
        toast.success(CLIENT_MESSAGES.created);
        const open = () => navigate(`/clients/${encodeURIComponent(client.id)}`);
        if (!invite || !client.clientEmail) return open();
        // The client exists whatever happens here: a failed invitation is said, and their page offers it again.
        sendInvitation.mutate(
          { id: client.id },
          {
            onSuccess: () => toast.success(EMAIL_MESSAGES.invitationQueued),
            onError: (error) =>
              toast.error(
                `The invitation was not sent: ${error.message.replace(/\.$/, '')}. Send it from the client's page.`,
              ),
            onSettled: open,
          },
        );
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          setFormError(error.message);
          toast.error(error.message);
        } else if (error instanceof ApiError) {
          toast.error(error.message || CLIENT_MESSAGES.createFailed);
        } else {
          toast.error(CLIENT_MESSAGES.createUnexpected);
        }
      },
    });
  };

  const ref = (field: ClientFormField) => (el: HTMLElement | null) => {
    fieldRefs.current[field] = el;
  };

  return (
    <Card className="max-w-3xl">
      <form
        noValidate
        aria-label="Add client"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="space-y-8 p-5 sm:p-8">
          <section className="space-y-5" aria-labelledby="client-details-heading">
            <div>
              <h2 id="client-details-heading" className="text-base font-semibold text-slate-900">
                Client details
              </h2>
              <p className="mt-0.5 text-sm text-slate-600">Who you're working with and what you're making for them.</p>
            </div>
            <ClientNameFields values={values} errors={errors} disabled={saving} set={set} fieldRef={ref} examples />
            {values.clientEmail.trim() ? (
              <Checkbox
                label={`Email the portal link to ${values.clientName.trim() || 'this client'} now`}
                checked={invite}
                onChange={(event) => setInvite(event.target.checked)}
                disabled={saving}
              />
            ) : null}
          </section>

          <section className="space-y-5 border-t border-slate-100 pt-8" aria-labelledby="client-journey-heading">
            <div>
              <h2 id="client-journey-heading" className="text-base font-semibold text-slate-900">
                Journey and welcome
              </h2>
              <p className="mt-0.5 text-sm text-slate-600">The stages this client moves through in their portal.</p>
            </div>
            {noJourneys ? <Alert tone="warning">{CLIENT_MESSAGES.createJourneyFirst}</Alert> : null}
            <FormField
              label="Journey"
              labelAside={
                <Button variant="link" className="gap-1 text-sm" onClick={openQuick} disabled={saving}>
                  <Plus aria-hidden="true" className="size-3.5" />
                  Need a new journey?
                </Button>
              }
              hint={selected?.description || undefined}
              error={errors.templateId}
            >
              {(control) => (
                <JourneySelect
                  {...control}
                  journeys={journeys}
                  value={values.templateId}
                  disabled={saving || noJourneys}
                  onChange={(id) => set('templateId', id)}
                  selectRef={ref('templateId')}
                />
              )}
            </FormField>
            <WelcomeMessageField
              journeyId={values.templateId}
              value={welcome}
              onChange={setWelcome}
              disabled={saving}
            />
          </section>

          <section className="space-y-5 border-t border-slate-100 pt-8" aria-labelledby="client-access-heading">
            <div>
              <h2 id="client-access-heading" className="text-base font-semibold text-slate-900">
                Portal access
              </h2>
              <p className="mt-0.5 text-sm text-slate-600">
                Your client opens their portal with a private link. Add a password for extra protection.
              </p>
            </div>
            <div className="sm:max-w-sm">
              <FormField
                label={
                  <>
                    Portal Password <span className="font-normal text-slate-500">(optional)</span>
                  </>
                }
                hint={CLIENT_VALIDATION.passwordHintNew}
                error={errors.password}
              >
                {(control) => (
                  <PasswordInput
                    {...control}
                    ref={ref('password')}
                    value={values.password}
                    maxLength={200}
                    autoComplete="new-password"
                    disabled={saving}
                    onChange={(event) => set('password', event.target.value)}
                  />
                )}
              </FormField>
            </div>
          </section>

          {formError ? <Alert tone="error">{formError}</Alert> : null}
        </div>

        <div className="flex flex-col-reverse gap-3 border-t border-slate-200 bg-slate-50/60 px-5 py-4 sm:flex-row sm:justify-end sm:px-8">
          <Button asChild variant="secondary">
            <Link to="/clients">Cancel</Link>
          </Button>
          <Button
            type="submit"
            busy={saving || sendInvitation.isPending}
            busyText={sendInvitation.isPending ? 'Sending invitation...' : 'Creating...'}
            disabled={refreshing || noJourneys}
          >
            Create Client
          </Button>
        </div>
      </form>

      {quickWanted ? (
        <Suspense fallback={null}>
          <QuickJourneyDialog open={quickOpen} onOpenChange={setQuickOpen} onCreated={journeyCreated} />
        </Suspense>
      ) : null}
    </Card>
  );
}

/** A new journey as the list would show it, until the list is read again. */
function summaryOf(journey: JourneyDto): JourneySummaryDto {
  const phaseStageCounts = { onboarding: 0, deliverables: 0, feedback: 0 };
  for (const step of journey.steps) phaseStageCounts[step.phase] += 1;
  return { ...journey, stageCount: journey.steps.length, phaseStageCounts };
}

function FormSkeleton() {
  return (
    <Card className="max-w-3xl p-5 sm:p-8" aria-busy="true">
      <span className="sr-only" role="status">
        Loading...
      </span>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="mt-2 h-4 w-72 max-w-full" />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {[0, 1, 2].map((i) => (
          <div key={i} className={i === 0 ? 'space-y-2 sm:col-span-2' : 'space-y-2'}>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-10 w-full rounded-lg" />
          </div>
        ))}
      </div>
      <Skeleton className="mt-10 h-5 w-24" />
      <Skeleton className="mt-4 h-10 w-full rounded-lg" />
      <Skeleton className="mt-4 h-4 w-48" />
      <Skeleton className="mt-10 h-5 w-32" />
      <Skeleton className="mt-4 h-10 w-full rounded-lg sm:w-80" />
    </Card>
  );
}
