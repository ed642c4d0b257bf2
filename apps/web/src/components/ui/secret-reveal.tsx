import { Check, Copy } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { copyText } from '../../lib/clipboard';
import { Button } from './button';

/**
 * Copies `text` on `copy()`, says so in a toast, and keeps `copied` true for two seconds so the
 * button can show a check mark. Outside a secure context the copy may fail: then a toast says
 * how to copy by hand.
 */
export function useCopyFeedback(text: string, copiedMessage: string) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    if (await copyText(text)) {
      setCopied(true);
      toast.success(copiedMessage);
    } else toast.error('Could not copy. Select the text and copy it yourself.');
  };
  return { copied, copy };
}

/** A copy button's icon and words: a check mark and 'Copied' for a moment after it worked. */
export function CopyButtonContent({ copied, label }: { copied: boolean; label: string }) {
  return (
    <>
      {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
      {copied ? 'Copied' : label}
    </>
  );
}

interface SecretRevealProps {
  /** The field's visible label. */
  label: ReactNode;
  secret: string;
  /** The copy button's words ('Copy key'). */
  copyLabel: string;
  /** The toast once copied ('API key copied'). */
  copiedMessage: string;
  /** After 'Copy it now: you won't see it again.', what the secret is for. */
  note: string;
  /** 'I've saved it': the caller forgets the secret. */
  onDone: () => void;
  /** Names the block as a region (a `<section>`); without it the block is a plain `<div>`. */
  regionLabel?: string;
}

/**
 * A secret the server answers once (an API key, a signing secret): read-only and selectable, with
 * Copy, a plain warning that it will not be shown again, and 'I've saved it'.
 */
export function SecretReveal({
  label,
  secret,
  copyLabel,
  copiedMessage,
  note,
  onDone,
  regionLabel,
}: SecretRevealProps) {
  const id = useId();
  const { copied, copy } = useCopyFeedback(secret, copiedMessage);
  const Box = regionLabel ? 'section' : 'div';
  return (
    <Box className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 sm:p-4" aria-label={regionLabel}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={secret}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={`${id}-note`}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm text-slate-900"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <CopyButtonContent copied={copied} label={copyLabel} />
        </Button>
      </div>
      <p id={`${id}-note`} className="text-sm text-amber-900">
        Copy it now: you won't see it again. {note}
      </p>
      <Button size="sm" onClick={onDone}>
        I've saved it
      </Button>
    </Box>
  );
}
