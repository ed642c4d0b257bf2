import { DEFAULT_WIDGET_SETTINGS, type WidgetDto } from '@bloom/core';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useCreateWidget } from '../api/widgets';
import { draftErrors } from '../lib/widget-draft';

const FORM_ID = 'new-widget-form';

/** Names a new widget; it starts with the default settings (grid, light, all published). */
export function NewWidgetDialog({
  open,
  onOpenChange,
  onCreated,
  suggestedName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (widget: WidgetDto) => void;
  suggestedName: string;
}) {
  const create = useCreateWidget();
  const [name, setName] = useState(suggestedName);
  const [error, setError] = useState<string | undefined>();
  // Opened from outside (the page's buttons): start each time from the suggestion.
  useEffect(() => {
    if (!open) return;
    setName(suggestedName);
    setError(undefined);
  }, [open, suggestedName]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { name, settings: DEFAULT_WIDGET_SETTINGS };
    const invalid = draftErrors(input).name;
    setError(invalid);
    if (invalid) return;
    create.mutate(
      { ...input, name: name.trim() },
      {
        onSuccess: (widget) => {
          toast.success('Widget created');
          onCreated(widget);
          onOpenChange(false);
        },
        onError: (e) => toast.error(e.message || 'Could not create the widget. Please try again.'),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="New widget"
      description="Give it a name you will recognise, such as the page it goes on. You can change it later."
      dismissible={!create.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} busy={create.isPending} busyText="Creating...">
            Create widget
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate>
        <FormField label="Widget name" error={error}>
          {(field) => (
            <Input {...field} data-autofocus value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
          )}
        </FormField>
      </form>
    </Dialog>
  );
}
