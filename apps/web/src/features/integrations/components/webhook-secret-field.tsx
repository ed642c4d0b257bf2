import { KeyRound } from 'lucide-react';
import { SecretReveal } from '../../../components/ui/secret-reveal';
import { MASKED_SECRET } from '../lib/webhook-display';

/**
 * The signing secret, right after creating or rotating: selectable, with Copy, and a plain
 * warning that it will not be shown again. 'Done' masks it for good (the server never answers it
 * again).
 */
export function RevealedSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <SecretReveal
      label="Signing secret"
      secret={secret}
      copyLabel="Copy secret"
      copiedMessage="Signing secret copied"
      note="Your receiver uses it to check that each delivery came from Bloom."
      onDone={onDone}
    />
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
