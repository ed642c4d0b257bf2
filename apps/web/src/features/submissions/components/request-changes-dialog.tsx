import { SUBMISSION_COMMENT_MAX, SUBMISSION_MESSAGES } from '@bloom/core';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** Sends the trimmed comment; the dialog closes when the parent says so. */
  onSubmit: (comment: string) => void;
}

/** Asks what the client should change; the comment is shown to them in the portal. */
export function RequestChangesDialog({ open, onOpenChange, pending, onSubmit }: Props) {
  const id = useId();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  // A fresh comment each time the dialog opens (a sent one is in the history).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setComment('');
      setError(undefined);
    }
  }

  const submit = () => {
    const text = comment.trim();
    if (!text) return setError(SUBMISSION_MESSAGES.commentRequired);
    if (text.length > SUBMISSION_COMMENT_MAX) return setError(SUBMISSION_MESSAGES.commentTooLong);
    setError(undefined);
    onSubmit(text);
  };

  const change = (next: boolean) => {
    if (!next) setError(undefined);
    onOpenChange(next);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={change}
      title={SUBMISSION_MESSAGES.requestChanges}
      description="The stage opens again in the client's portal with your comment."
      onSubmit={submit}
      busy={pending}
      busyText="Sending..."
      submitLabel={SUBMISSION_MESSAGES.requestChanges}
      formClassName="space-y-1.5"
    >
      <Label htmlFor={`${id}-comment`}>What should the client change?</Label>
      <Textarea
        id={`${id}-comment`}
        data-autofocus
        rows={6}
        required
        value={comment}
        maxLength={SUBMISSION_COMMENT_MAX}
        onChange={(e) => {
          setComment(e.target.value);
          if (error) setError(undefined);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        disabled={pending}
      />
      <div className="flex items-start justify-between gap-3">
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
        <p id={`${id}-count`} className="shrink-0 text-xs text-slate-500 tabular-nums">
          {comment.length}/{SUBMISSION_COMMENT_MAX}
        </p>
      </div>
    </FormDialog>
  );
}
