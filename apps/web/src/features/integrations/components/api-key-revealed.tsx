import { SecretReveal } from '../../../components/ui/secret-reveal';

/**
 * A new API key, right after it was created: selectable, with Copy, and a plain warning that it
 * will not be shown again. 'Done' forgets it (the server only keeps its hash).
 */
export function RevealedApiKey({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  return (
    <SecretReveal
      regionLabel="New API key"
      label={<>Your new key “{name}”</>}
      secret={secret}
      copyLabel="Copy key"
      copiedMessage="API key copied"
      note="Keep it on your server or in your automation tool, never in a web page."
      onDone={onDone}
    />
  );
}
