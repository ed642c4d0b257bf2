import { BUILTIN_VARIABLE_LABELS, isBuiltinVariable, parseAgreementText } from '@bloom/core';
import type { ReactNode } from 'react';
import { AGREEMENTS_UI as M } from '../agreements-messages';

/** A well-formed variable, as core reads them ({{ fee }} too). */
const VARIABLE = /\{\{\s*([a-z][a-z0-9_]{0,63})\s*\}\}/g;

/**
 * A line's text with each variable as a placeholder: a built-in one by what it stands for
 * ("Client name"), filled by the server; a custom one by its name, filled in per client.
 */
export function withPlaceholders(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(VARIABLE)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    const name = match[1] as string;
    parts.push(
      isBuiltinVariable(name) ? (
        <mark
          key={at}
          data-variable={name}
          className="rounded bg-primary-50 px-1 text-primary-800 ring-1 ring-primary-600/20 ring-inset"
        >
          {BUILTIN_VARIABLE_LABELS[name]}
        </mark>
      ) : (
        <mark
          key={at}
          data-variable={name}
          className="rounded bg-amber-50 px-1 text-amber-900 ring-1 ring-amber-600/25 ring-inset"
        >
          {name}
        </mark>
      ),
    );
    last = at + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** The document as the client will read it (before the server renders the PDF), from core's parser. */
export function AgreementPreview({ title, body, className }: { title: string; body: string; className?: string }) {
  const blocks = parseAgreementText(body);
  const items: ReactNode[] = [];
  let bullets: ReactNode[] = [];
  const flush = () => {
    if (bullets.length)
      items.push(
        <ul key={`ul-${items.length}`} className="list-disc space-y-1 pl-5">
          {bullets}
        </ul>,
      );
    bullets = [];
  };
  blocks.forEach((block, i) => {
    const content = withPlaceholders(block.text);
    if (block.kind === 'bullet') {
      bullets.push(<li key={i}>{content}</li>);
      return;
    }
    flush();
    if (block.kind === 'heading') {
      items.push(
        <h4 key={i} className="pt-2 text-lg font-semibold text-slate-900">
          {content}
        </h4>,
      );
    } else if (block.kind === 'subheading') {
      items.push(
        <h5 key={i} className="pt-1 text-base font-semibold text-slate-900">
          {content}
        </h5>,
      );
    } else {
      items.push(
        <p key={i} className="whitespace-pre-line">
          {content}
        </p>,
      );
    }
  });
  flush();

  return (
    <div className={className}>
      {title.trim() ? <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{title}</p> : null}
      {items.length ? (
        <div className="mt-2 space-y-3 text-sm leading-relaxed text-slate-800">{items}</div>
      ) : (
        <p className="mt-2 text-sm text-slate-500">{M.previewEmpty}</p>
      )}
    </div>
  );
}
