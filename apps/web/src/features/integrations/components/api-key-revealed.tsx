import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { copyText } from '../../../lib/clipboard';

/**
 * A new API key, right after it was created: selectable, with Copy, and a plain warning that it
 * will not be shown again. 'Done' forgets it (the server only keeps its hash).
 */
export function RevealedApiKey({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
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
      toast.success('API key copied');
    } else toast.error('Could not copy. Select the text and copy it yourself.');
  };
  return (
    <section className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 sm:p-4" aria-label="New API key">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        Your new key “{name}”
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
          {copied ? 'Copied' : 'Copy key'}
        </Button>
      </div>
      <p id={`${id}-note`} className="text-sm text-amber-900">
        Copy it now: you won't see it again. Keep it on your server or in your automation tool, never in a web page.
      </p>
      <Button size="sm" onClick={onDone}>
        I've saved it
      </Button>
    </section>
  );
}
