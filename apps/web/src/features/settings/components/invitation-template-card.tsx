import {
  DEFAULT_INVITATION_BODY,
  DEFAULT_INVITATION_SUBJECT,
  EMAIL_MESSAGES,
  INVITATION_BODY_MAX,
  INVITATION_SUBJECT_MAX,
  testInvitationSchema,
} from '@bloom/core';
import { RotateCcw, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { WorkspaceSettings } from '../../../api/workspace';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { type EmailSettings, useSendTestEmail, useUpdateEmailSettings } from '../api/email-settings';
import { useSettingsForm } from '../hooks/use-settings-form';
import { insertVariable } from '../lib/insert-variable';
import { sampleValues } from '../lib/invitation-preview';
import { InvitationPreview } from './invitation-preview';
import { SaveChangesButton, SettingsCard } from './settings-card';
import { VariableChips } from './variable-chips';

/** The server's own rules (core's testInvitationSchema): the same messages as a refused save. */
type Values = z.input<typeof testInvitationSchema>;
type Field = keyof Values;

const valuesOf = (settings: EmailSettings): Values => ({
  invitationSubject: settings.invitationSubject,
  invitationBody: settings.invitationBody,
});

/** A part typed back to the default word for word is saved as the default (it then follows product updates). */
const orDefault = (value: string, fallback: string) => (value === fallback ? null : value);

interface InvitationTemplateCardProps {
  settings: EmailSettings;
  workspace: WorkspaceSettings;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The invitation's subject and message with insertable variables, checked as typed, and a live
 * preview with sample values in the workspace's branding. 'Send test email' sends the form as it
 * is (saved or not) to the owner; 'Reset to default' asks first.
 */
export function InvitationTemplateCard({ settings, workspace, onDirtyChange }: InvitationTemplateCardProps) {
  const update = useUpdateEmailSettings();
  const sendTest = useSendTestEmail();
  const [confirmReset, setConfirmReset] = useState(false);
  const { register, control, handleSubmit, reset, setValue, getValues, errors, isDirty, saveError } = useSettingsForm(
    testInvitationSchema,
    { defaultValues: valuesOf(settings), mode: 'onChange' },
  );
  const [subject, body] = useWatch({ control, name: ['invitationSubject', 'invitationBody'] });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // The field a variable chip writes into: the one focused last, the message until then.
  const fields = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const [target, setTarget] = useState<Field>('invitationBody');
  const subjectField = register('invitationSubject');
  const bodyField = register('invitationBody');

  const insert = (token: string) => {
    const el = fields.current[target];
    const current = getValues(target);
    const at = el ? { start: el.selectionStart ?? current.length, end: el.selectionEnd ?? current.length } : null;
    const next = insertVariable(current, at ?? { start: current.length, end: current.length }, token);
    setValue(target, next.value, { shouldDirty: true, shouldValidate: true });
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  const busy = update.isPending || sendTest.isPending;

  const onSubmit = handleSubmit((values) => {
    saveError.clear();
    update.mutate(
      {
        invitationSubject: orDefault(values.invitationSubject, DEFAULT_INVITATION_SUBJECT),
        invitationBody: orDefault(values.invitationBody, DEFAULT_INVITATION_BODY),
      },
      saveError.onSave((saved) => reset(valuesOf(saved))),
    );
  });

  const onSendTest = handleSubmit((values) => {
    sendTest.mutate(values, {
      onSuccess: (sentTo) => toast.success(EMAIL_MESSAGES.testSent(sentTo)),
      onError: (error) => toast.error(error.message),
    });
  });

  const resetToDefault = () => {
    saveError.clear();
    const defaults = { invitationSubject: DEFAULT_INVITATION_SUBJECT, invitationBody: DEFAULT_INVITATION_BODY };
    // Nothing saved to undo: the form goes back to the default alone.
    if (settings.usesDefaultTemplate) {
      reset(defaults);
      setConfirmReset(false);
      return;
    }
    update.mutate(
      { invitationSubject: null, invitationBody: null },
      {
        ...saveError.onSave((saved) => reset(valuesOf(saved)), 'Invitation reset to the default'),
        onSettled: () => setConfirmReset(false),
      },
    );
  };

  const canReset = !settings.usesDefaultTemplate || isDirty;

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem] xl:items-start">
      <SettingsCard
        className="min-w-0"
        title="Invitation email"
        description="What a client receives when you send them their portal link. The portal link always comes with an 'Open your portal' button."
        onSubmit={onSubmit}
        footer={
          <>
            {canReset ? (
              <Button variant="ghost" className="sm:mr-auto" disabled={busy} onClick={() => setConfirmReset(true)}>
                <RotateCcw aria-hidden="true" className="size-4" />
                Reset to default
              </Button>
            ) : null}
            <Button
              variant="secondary"
              onClick={onSendTest}
              busy={sendTest.isPending}
              busyText="Sending..."
              disabled={busy}
            >
              <Send aria-hidden="true" className="size-4" />
              Send test email
            </Button>
            <SaveChangesButton busy={update.isPending && !confirmReset} disabled={busy} />
          </>
        }
      >
        <FormField label="Subject" error={errors.invitationSubject?.message}>
          {(control) => (
            <Input
              {...control}
              {...subjectField}
              ref={(el) => {
                subjectField.ref(el);
                fields.current.invitationSubject = el;
              }}
              onFocus={() => setTarget('invitationSubject')}
              maxLength={INVITATION_SUBJECT_MAX}
              disabled={update.isPending}
            />
          )}
        </FormField>
        <FormField
          label="Message"
          error={errors.invitationBody?.message}
          hint="Plain text. Leave an empty line between paragraphs. The message must include {{link}}."
        >
          {(control) => (
            <Textarea
              {...control}
              {...bodyField}
              ref={(el) => {
                bodyField.ref(el);
                fields.current.invitationBody = el;
              }}
              onFocus={() => setTarget('invitationBody')}
              rows={11}
              maxLength={INVITATION_BODY_MAX}
              spellCheck
              disabled={update.isPending}
            />
          )}
        </FormField>
        <VariableChips
          target={target === 'invitationSubject' ? 'subject' : 'message'}
          onInsert={insert}
          disabled={update.isPending}
        />
        {saveError.message ? <Alert tone="error">{saveError.message}</Alert> : null}
      </SettingsCard>
      <aside className="min-w-0 space-y-2 xl:sticky xl:top-24" aria-label="Live preview">
        <h2 className="text-sm font-medium text-slate-800">Preview</h2>
        <InvitationPreview subject={subject} body={body} values={sampleValues(workspace.name)} workspace={workspace} />
        <p className="text-xs text-slate-500">
          With sample values. Unsaved changes show here first; 'Send test email' sends this to you.
        </p>
      </aside>
      <ConfirmDialog
        open={confirmReset}
        onOpenChange={setConfirmReset}
        onConfirm={resetToDefault}
        variant="warning"
        title="Reset the invitation to the default?"
        message="The subject and message go back to the built-in invitation. Your own wording will be lost."
        confirmLabel="Reset to Default"
        busy={update.isPending}
        busyLabel="Resetting..."
      />
    </div>
  );
}
