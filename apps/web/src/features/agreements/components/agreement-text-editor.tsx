import {
  AGREEMENT_LIMITS,
  AGREEMENT_MESSAGES,
  agreementVariables,
  hasSampleNote,
  malformedVariables,
} from '@bloom/core';
import { useDeferredValue, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { AGREEMENTS_UI as M } from '../agreements-messages';
import { AgreementPreview } from './agreement-preview';
import { NewVariableField, VariableMenu } from './variable-menu';

/** `{{name}}` put in place of the selection; the cursor lands after it. */
export function insertVariable(body: string, start: number, end: number, name: string) {
  const token = `{{${name}}}`;
  return { body: body.slice(0, start) + token + body.slice(end), caret: start + token.length };
}

/**
 * The agreement's text: a comfortable textarea with "Insert variable", the custom variables it
 * asks for per client, warnings (a leftover sample note, a malformed {{…}}), and a live preview
 * beside it on wide screens, below it on a phone.
 */
export function AgreementTextEditor({
  title,
  body,
  readOnly,
  onChange,
}: {
  title: string;
  body: string;
  readOnly: boolean;
  onChange: (body: string) => void;
}) {
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const [naming, setNaming] = useState(false);
  const preview = useDeferredValue(body);
  const custom = agreementVariables(body);
  const malformed = malformedVariables(body);

  const focusText = () => {
    const el = textarea.current;
    if (!el) return;
    el.focus();
    if (caret.current !== null) el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  };

  const insert = (name: string) => {
    const el = textarea.current;
    const next = insertVariable(body, el?.selectionStart ?? body.length, el?.selectionEnd ?? body.length, name);
    caret.current = next.caret;
    onChange(next.body);
    // After the new text renders (and after a menu hands the focus back).
    requestAnimationFrame(focusText);
  };

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <div className="min-w-0 space-y-2">
        <div className="flex items-end justify-between gap-3">
          <Label htmlFor={`${id}-body`}>{M.bodyLabel}</Label>
          {readOnly ? null : (
            <VariableMenu
              custom={custom}
              onInsert={insert}
              onNewVariable={() => setNaming(true)}
              onClosed={focusText}
            />
          )}
        </div>
        {naming ? (
          <NewVariableField
            onInsert={(name) => {
              setNaming(false);
              insert(name);
            }}
            onCancel={() => {
              setNaming(false);
              requestAnimationFrame(focusText);
            }}
          />
        ) : null}
        <Textarea
          ref={textarea}
          id={`${id}-body`}
          value={body}
          readOnly={readOnly}
          rows={18}
          maxLength={AGREEMENT_LIMITS.body}
          aria-describedby={`${id}-hint ${id}-vars`}
          placeholder={
            '# Agreement\n\nThis agreement is made on {{date}} between {{workspace_name}} and {{client_name}}.'
          }
          className="resize-y leading-relaxed"
          onChange={(event) => onChange(event.target.value)}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {M.bodyHint}
        </p>
        <p id={`${id}-vars`} className="text-sm text-slate-700" data-testid="custom-variables">
          {custom.length ? M.customVariables(custom.map((v) => `{{${v}}}`).join(', ')) : M.noCustomVariables}
        </p>
        {malformed.length ? (
          <Alert tone="warning">
            <ul className="space-y-1">
              {malformed.map((token) => (
                <li key={token}>{AGREEMENT_MESSAGES.malformedVariable(token)}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {hasSampleNote(body) ? <Alert tone="warning">{AGREEMENT_MESSAGES.sampleWarning}</Alert> : null}
      </div>
      <section
        aria-label={M.preview}
        className="min-w-0 rounded-xl border border-slate-200 bg-white p-5 shadow-xs lg:max-h-[38rem] lg:overflow-y-auto"
      >
        <p className="mb-3 text-xs font-semibold text-slate-500">{M.preview}</p>
        <AgreementPreview title={title} body={preview} />
      </section>
    </div>
  );
}
