import { type InvoiceDto, PAYMENT_LIMITS } from '@bloom/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { useVoidInvoice } from '../api/payment-mutations';
import { PAYMENTS_UI as M } from '../payments-messages';

/** Asks before voiding an open, unpaid invoice, with an optional reason kept on it. */
export function VoidInvoiceDialog({
  clientId,
  invoice,
  onOpenChange,
}: {
  clientId: string;
  /** The invoice to void; null: closed. */
  invoice: InvoiceDto | null;
  onOpenChange: (open: boolean) => void;
}) {
  const voidInvoice = useVoidInvoice(clientId);
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    voidInvoice.reset();
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={invoice !== null}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      title={invoice ? M.voidTitle(invoice.number) : ''}
      description={M.voidMessage}
      busy={voidInvoice.isPending}
      busyText={M.voiding}
      submitLabel={M.voidConfirm}
      submitVariant="danger"
      formClassName="space-y-4"
      onSubmit={() => {
        if (!invoice) return;
        voidInvoice.mutate(
          { invoiceId: invoice.id, reason },
          {
            onSuccess: (voided) => {
              toast.success(M.voided(voided.number));
              close();
            },
          },
        );
      }}
    >
      <FormField label={M.voidReason}>
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            value={reason}
            maxLength={PAYMENT_LIMITS.voidReason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      {voidInvoice.error ? <Alert tone="error">{voidInvoice.error.message}</Alert> : null}
    </FormDialog>
  );
}
