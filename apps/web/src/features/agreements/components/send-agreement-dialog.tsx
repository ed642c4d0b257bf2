import { AGREEMENT_MESSAGES, type ClientAgreementStageDto, type ContactDto } from '@bloom/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { contactsQuery } from '../../../api/contacts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Loading } from '../../../components/ui/load-state';
import { SectionError } from '../../../components/ui/section-card';
import { FieldSkeletons } from '../../../components/ui/skeleton-blocks';
import { AGREEMENTS_UI as M } from '../agreements-messages';
import { useSendAgreement } from '../api/agreement-mutations';
import { initialSendForm, type SendForm, type SendFormErrors, toSendInput, validateSendForm } from '../send-form';
import { type Countersigner, SendAgreementFields } from './send-agreement-fields';

interface SendAgreementDialogProps {
  clientId: string;
  stage: ClientAgreementStageDto;
  countersigners: Countersigner[];
  currentUserId: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Prepare and send": the stage's custom variables for this client, the contacts who sign, the
 * countersigner and the order. A new version starts from the values the last one was sent with.
 */
export function SendAgreementDialog(props: SendAgreementDialogProps) {
  const { clientId, stage, open, onOpenChange } = props;
  const contacts = useQuery(contactsQuery(clientId));
  const send = useSendAgreement(clientId);
  const formId = useId();
  const ready = contacts.data !== undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={M.sendTitle(stage.stageName)}
      description={M.sendDescription}
      size="lg"
      dismissible={!send.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={!ready} busy={send.isPending} busyText={M.sending}>
            {M.send}
          </Button>
        </>
      }
    >
      {contacts.data ? (
        <SendAgreementForm {...props} formId={formId} contacts={contacts.data} send={send} />
      ) : contacts.isError ? (
        <SectionError query={contacts} message={M.contactsFailed} />
      ) : (
        <Loading label={M.contactsLoading} className="space-y-5">
          <FieldSkeletons count={3} label="w-32" value="h-10 w-full rounded-lg" />
        </Loading>
      )}
    </Dialog>
  );
}

function SendAgreementForm({
  stage,
  countersigners,
  currentUserId,
  onOpenChange,
  formId,
  contacts,
  send,
}: SendAgreementDialogProps & {
  formId: string;
  contacts: ContactDto[];
  send: ReturnType<typeof useSendAgreement>;
}) {
  const people = contacts.map((c) => ({ id: c.id, name: c.name, email: c.email }));
  const countersignerIds = countersigners.map((c) => c.userId);
  const [form, setForm] = useState<SendForm>(() =>
    initialSendForm({
      customVariables: stage.customVariables,
      contacts: people,
      countersignerIds,
      currentUserId,
      order: stage.order,
      previous: stage.current?.variables ?? stage.history[0]?.variables,
    }),
  );
  const [errors, setErrors] = useState<SendFormErrors | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const rules = { customVariables: stage.customVariables, contacts: people, countersignerIds };

  const change = (next: SendForm) => {
    setForm(next);
    // Once shown, the errors follow the fields as they are corrected.
    if (errors) setErrors(validateSendForm(next, rules).errors);
  };

  const submit = () => {
    const check = validateSendForm(form, rules);
    if (!check.ok) {
      setErrors(check.errors);
      requestAnimationFrame(() =>
        document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setFailure(null);
    send.mutate(toSendInput(form, stage.stageId, people), {
      onSuccess: () => {
        toast.success(AGREEMENT_MESSAGES.sent);
        onOpenChange(false);
      },
      onError: (error) => setFailure(error.message),
    });
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="space-y-5"
    >
      {stage.problem ? <Alert tone="warning">{stage.problem}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <SendAgreementFields
        customVariables={stage.customVariables}
        contacts={people}
        countersigners={countersigners}
        currentUserId={currentUserId}
        form={form}
        errors={errors}
        onChange={change}
      />
    </form>
  );
}
