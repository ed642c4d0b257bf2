import { AGREEMENT_LIMITS, AGREEMENT_MESSAGES, type AgreementDto } from '@bloom/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { AGREEMENTS_UI as M } from '../agreements-messages';
import { useVoidAgreement } from '../api/agreement-mutations';

/** Void (with an optional reason kept in the audit trail); `onVoided` may open the send dialog for the next version. */
export function VoidAgreementDialog({
  clientId,
  agreement,
  open,
  onOpenChange,
  onVoided,
}: {
  clientId: string;
  agreement: AgreementDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onVoided?: () => void;
}) {
  const voiding = useVoidAgreement(clientId);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={M.voidTitle}
      description={M.voidDescription}
      submitLabel={M.void}
      submitVariant="danger"
      busy={voiding.isPending}
      busyText={M.voiding}
      formClassName="space-y-4"
      onSubmit={() => {
        setFailure(null);
        voiding.mutate(
          { agreementId: agreement.id, input: { reason: reason.trim() || null } },
          {
            onSuccess: () => {
              toast.success(AGREEMENT_MESSAGES.voided);
              onOpenChange(false);
              onVoided?.();
            },
            onError: (error) => setFailure(error.message),
          },
        );
      }}
    >
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <FormField label={M.voidReasonLabel} hint={M.voidReasonHint}>
        {(control) => (
          <Textarea
            {...control}
            data-autofocus
            rows={3}
            value={reason}
            maxLength={AGREEMENT_LIMITS.voidReason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
    </FormDialog>
  );
}
