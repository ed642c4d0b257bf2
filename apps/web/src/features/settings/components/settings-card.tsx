import { SETTINGS_MESSAGES } from '@bloom/core';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

interface SettingsCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons along the bottom edge (the Save button on the right). */
  footer?: ReactNode;
  /** Makes the card a form. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** Red title and border: destructive actions. */
  danger?: boolean;
  className?: string;
}

/** One section of a settings page: title, description, fields and its own Save button. */
export function SettingsCard({ title, description, children, footer, onSubmit, danger, className }: SettingsCardProps) {
  const headingId = useId();
  const body = (
    <>
      <div className="space-y-1 px-5 pt-5 sm:px-6 sm:pt-6">
        <h2 id={headingId} className={cn('text-base font-semibold', danger ? 'text-red-700' : 'text-slate-900')}>
          {title}
        </h2>
        {description ? <p className="text-sm text-slate-600">{description}</p> : null}
      </div>
      {/* Fields keep a readable width on a wide screen. */}
      <div className="space-y-5 px-5 py-5 *:max-w-xl sm:px-6">{children}</div>
      {footer ? (
        <div
          className={cn(
            'flex flex-col-reverse gap-3 rounded-b-xl border-t px-5 py-4 sm:flex-row sm:items-center sm:justify-end sm:px-6',
            danger ? 'border-red-100 bg-red-50/40' : 'border-slate-100 bg-slate-50/60',
          )}
        >
          {footer}
        </div>
      ) : null}
    </>
  );
  return (
    <Card className={cn(danger && 'border-red-200', className)}>
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          {body}
        </form>
      ) : (
        <section aria-labelledby={headingId}>{body}</section>
      )}
    </Card>
  );
}

/** A settings form's submit button: 'Saving...' while its request runs. */
export function SaveChangesButton({ busy, disabled }: { busy: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" busy={busy} disabled={disabled} busyText={SETTINGS_MESSAGES.saving}>
      Save Changes
    </Button>
  );
}

/** A form's footer: 'Discard changes' once something changed, then Save. */
export function DiscardAndSave({ dirty, busy, onDiscard }: { dirty: boolean; busy: boolean; onDiscard: () => void }) {
  return (
    <>
      {dirty ? (
        <Button variant="ghost" disabled={busy} onClick={onDiscard}>
          Discard changes
        </Button>
      ) : null}
      <SaveChangesButton busy={busy} />
    </>
  );
}
