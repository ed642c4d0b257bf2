import { DEFAULT_WIDGET_SETTINGS, type WidgetDto } from '@bloom/core';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useCreateWidget } from '../api/widgets';
import { draftErrors } from '../lib/widget-draft';

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

  const submit = () => {
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
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New widget"
      description="Give it a name you will recognise, such as the page it goes on. You can change it later."
      onSubmit={submit}
      busy={create.isPending}
      busyText="Creating..."
      submitLabel="Create widget"
    >
      <FormField label="Widget name" error={error}>
        {(field) => (
          <Input {...field} data-autofocus value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        )}
      </FormField>
    </FormDialog>
  );
}
