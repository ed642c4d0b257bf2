import { checkSignature, AGREEMENT_MESSAGES as M, type SignatureInput } from '@bloom/core';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { signAgreement } from '../../api/agreement-api';
import { inputClass } from '../fields/field-frame';
import { PencilLine } from '../icons';
import { PortalButton } from '../portal-button';
import { AGREEMENT_COPY as C } from './agreement-copy';
import { Signature, TypeIcon } from './agreement-icons';
import { DrawPad, type DrawPadHandle } from './draw-pad';
import { registerSignatureFont, signatureFontStack } from './signature-font';
import { StepError } from './step-error';
import { type AgreementStepProps, useStepAction } from './use-step-action';

type Mode = SignatureInput['kind'];
const MODES: { mode: Mode; label: string; Icon: typeof TypeIcon }[] = [
  { mode: 'typed', label: M.signTyped, Icon: TypeIcon },
  { mode: 'drawn', label: M.signDrawn, Icon: PencilLine },
];

/** A long name still fits the preview's one line. */
const previewSize = (length: number) =>
  length <= 16 ? 'text-4xl sm:text-5xl' : length <= 28 ? 'text-3xl sm:text-4xl' : 'text-2xl sm:text-3xl';

/**
 * Step 4: the signature, typed (shown in the handwriting font the signed PDF uses) or drawn.
 * The same rule as the server's (checkSignature) speaks first; the server has the last word.
 */
export function SignStep(props: AgreementStepProps) {
  const { token, agreement } = props;
  const id = useId();
  const [mode, setMode] = useState<Mode>('typed');
  const [drawOpened, setDrawOpened] = useState(false);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const pad = useRef<DrawPadHandle>(null);
  const action = useStepAction(props);

  useEffect(() => registerSignatureFont(), []);

  const choose = (next: Mode, focus = false) => {
    setMode(next);
    setProblem(null);
    if (next === 'drawn') setDrawOpened(true);
    if (focus) document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  const onTabKey = (event: KeyboardEvent) => {
    const keys: Record<string, Mode> = { ArrowLeft: 'typed', ArrowRight: 'drawn', Home: 'typed', End: 'drawn' };
    const next = keys[event.key];
    if (!next) return;
    event.preventDefault();
    choose(next, true);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const input: SignatureInput =
      mode === 'typed' ? { kind: 'typed', text: name } : { kind: 'drawn', strokes: pad.current?.strokes() ?? [] };
    const check = checkSignature(input);
    if (!check.ok) {
      setProblem(check.message);
      if (mode === 'typed') document.getElementById(`${id}-name`)?.focus();
      return;
    }
    void action.run(() => signAgreement(token, agreement.id, check.value), C.signedNotice);
  };

  const typedError = mode === 'typed' ? problem : null;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h4 id={`${id}-label`} className="font-semibold text-slate-900">
            {C.signatureLabel}
          </h4>
          <div
            role="tablist"
            aria-labelledby={`${id}-label`}
            className="inline-flex rounded-lg bg-slate-100 p-1 ring-1 ring-slate-200 ring-inset"
          >
            {MODES.map(({ mode: m, label, Icon }) => (
              <button
                key={m}
                type="button"
                role="tab"
                id={`${id}-tab-${m}`}
                aria-selected={mode === m}
                aria-controls={`${id}-panel-${m}`}
                tabIndex={mode === m ? 0 : -1}
                onClick={() => choose(m)}
                onKeyDown={onTabKey}
                className={`inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-md px-3.5 text-sm font-medium transition-colors duration-150 motion-reduce:transition-none ${
                  mode === m ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
                }`}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </button>
            ))}
          </div>
        </div>

        <div
          role="tabpanel"
          id={`${id}-panel-typed`}
          aria-labelledby={`${id}-tab-typed`}
          hidden={mode !== 'typed'}
          className="space-y-3"
        >
          <div className="space-y-1.5">
            <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-900">
              {M.typedLabel}
            </label>
            <input
              id={`${id}-name`}
              type="text"
              autoComplete="name"
              autoCapitalize="words"
              spellCheck={false}
              maxLength={120}
              value={name}
              aria-invalid={typedError ? true : undefined}
              aria-describedby={typedError ? `${id}-typed-error` : undefined}
              onChange={(e) => {
                setName(e.target.value);
                setProblem(null);
              }}
              className={inputClass}
            />
            <StepError id={`${id}-typed-error`} message={typedError} />
          </div>
          {/* What the signed PDF will show; the field above is its text. */}
          <div aria-hidden="true" className="rounded-xl border border-slate-200 bg-white px-4 pt-2 pb-3">
            <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{C.preview}</p>
            <p
              className={`min-h-16 truncate pt-1 leading-[1.4] text-slate-900 ${previewSize(name.trim().length)}`}
              style={{ fontFamily: signatureFontStack, fontWeight: 500 }}
            >
              {name.trim() || '\u00a0'}
            </p>
            <div className="flex items-end gap-2">
              <span className="text-lg leading-none text-slate-400">×</span>
              <span className="h-px flex-1 bg-slate-300" />
            </div>
          </div>
        </div>

        <div
          role="tabpanel"
          id={`${id}-panel-drawn`}
          aria-labelledby={`${id}-tab-drawn`}
          hidden={mode !== 'drawn'}
          className="space-y-2"
        >
          {drawOpened ? <DrawPad ref={pad} hintId={`${id}-draw-hint`} onInk={() => setProblem(null)} /> : null}
          <StepError message={mode === 'drawn' ? problem : null} />
        </div>
      </div>

      <div className="space-y-3 rounded-xl bg-slate-100/80 p-4">
        <p id={`${id}-legal`} className="text-sm leading-relaxed text-slate-700">
          {C.legal(M.signButton)}
        </p>
        <PortalButton
          type="submit"
          className="w-full sm:w-auto"
          aria-describedby={`${id}-legal`}
          busy={action.busy}
          busyText={C.signing}
        >
          <Signature aria-hidden="true" className="size-4" />
          {M.signButton}
        </PortalButton>
        <StepError message={action.error} />
      </div>
    </form>
  );
}
