import { Info } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { iframeEmbedCode, scriptEmbedCode } from '../lib/embed-code';
import { CodeSnippet } from './code-snippet';

/** The snippets for a saved widget: the script (recommended) and the iframe for builders that strip scripts. */
export function EmbedCodeCard({ widgetId, dirty }: { widgetId: string; dirty: boolean }) {
  const origin = window.location.origin;
  return (
    <Card role="region" aria-labelledby="embed-heading" className="p-5 sm:p-6">
      <h2 id="embed-heading" className="text-base font-semibold text-slate-900">
        Embed code
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Paste it where the testimonials should appear on your site. It keeps your site’s styles out and needs no
        cookies.
      </p>
      {dirty ? (
        <p className="mt-3 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-600/20 ring-inset">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Save your changes: your site shows the saved widget. The code stays the same.
        </p>
      ) : null}
      <div className="mt-4 space-y-4">
        <CodeSnippet
          label="Script (recommended)"
          copyLabel="Copy script embed code"
          code={scriptEmbedCode(origin, widgetId)}
        />
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            <span className="font-medium text-slate-900">Site builder removes scripts?</span> Use a frame instead. The
            script line is optional: where it is allowed, the frame fits its content.
          </p>
          <CodeSnippet label="Iframe" copyLabel="Copy iframe embed code" code={iframeEmbedCode(origin, widgetId)} />
        </div>
      </div>
    </Card>
  );
}
