import { CopyButtonContent, useCopyFeedback } from '../../../components/ui/secret-reveal';

/** A snippet to paste elsewhere, selectable as text, with a Copy button that says when it worked. */
export function CodeSnippet({
  code,
  label,
  copyLabel,
  copiedMessage = 'Embed code copied',
}: {
  code: string;
  label: string;
  /** The button's accessible name ('Copy script embed code'). */
  copyLabel: string;
  copiedMessage?: string;
}) {
  const { copied, copy } = useCopyFeedback(code, copiedMessage);

  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-slate-950">
      <div className="flex items-center justify-between gap-3 border-b border-white/10 px-3 py-1.5">
        <span className="text-xs font-medium text-slate-300">{label}</span>
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={copyLabel}
          className="inline-flex h-8 cursor-pointer items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-white transition-colors duration-150 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-300"
        >
          <CopyButtonContent copied={copied} label="Copy" />
        </button>
      </div>
      <pre className="overflow-x-auto px-3 py-3 text-xs leading-relaxed text-slate-100 sm:text-[13px]">
        <code className="break-all whitespace-pre-wrap">{code}</code>
      </pre>
    </div>
  );
}
