import { Check, Copy, KeyRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { copyText } from '../../../lib/clipboard';
import { MASKED_SECRET } from '../lib/webhook-display';

/**
 * The signing secret, right after creating or rotating: selectable, with Copy, and a plain
 * warning that it will not be shown again. 'Done' masks it for good (the server never answers it
 * again).
 */
export function RevealedSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    if (await copyText(secret)) {
      setCopied(true);
      toast.success('Signing secret copied');
    } else toast.error('Could not copy. Select the text and copy it yourself.');
  };
  return (
    <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 sm:p-4">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        Signing secret
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
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied ? 'Copied' : 'Copy secret'}
        </Button>
      </div>
      <p id={`${id}-note`} className="text-sm text-amber-900">
        Copy it now: you won't see it again. Your receiver uses it to check that each delivery came from Bloom.
      </p>
      <Button size="sm" onClick={onDone}>
        I've saved it
      </Button>
    </div>
  );
}

/** The secret after it was shown: masked, named so a reader knows what it is. */
export function MaskedSecret() {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <KeyRound aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      <span>Signing secret</span>
      <code aria-hidden="true" className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-700">
        {MASKED_SECRET}
      </code>
      <span className="sr-only">hidden</span>
    </p>
  );
}
