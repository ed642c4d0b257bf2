import '@fontsource/dancing-script/latin-500.css';
import { AGREEMENT_MESSAGES, type AgreementDto, checkSignature, type SignatureStrokes } from '@bloom/core';
import { ExternalLink, FileText, Keyboard, PenLine } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { browserTimeZone } from '../../../lib/owner-dates';
import { AGREEMENTS_UI as M } from '../agreements-messages';
import { useCountersign } from '../api/agreement-mutations';

/** Loaded with the Draw tab; when it cannot load, the Type tab still works. */
const SignatureDrawPad = lazy(() =>
  import('./signature-draw-pad').catch(() => ({
    default: () => <Alert tone="warning">{M.drawFailed}</Alert>,
  })),
);

/** The handwriting face a typed signature is shown in (the PDF uses a signature font too). */
export const SIGNATURE_FONT = "'Dancing Script', 'Segoe Script', 'Bradley Hand', cursive";

type Mode = 'typed' | 'drawn';

/**
 * The countersigner's signing: read the document first (it opens as the PDF the client reads),
 * then type a name (shown in a handwriting style) or draw it. The server checks the signature
 * again and refuses a blank or near-empty drawing.
 */
export default function CountersignDialog({
  clientId,
  agreement,
  defaultName,
  open,
  onOpenChange,
}: {
  clientId: string;
  agreement: AgreementDto;
  defaultName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const countersign = useCountersign(clientId);
  const [read, setRead] = useState(false);
  const [mode, setMode] = useState<Mode>('typed');
  const [typed, setTyped] = useState(defaultName);
  const [strokes, setStrokes] = useState<SignatureStrokes>([]);
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!read) {
      setError(M.mustRead);
      return;
    }
    const check = checkSignature(mode === 'typed' ? { kind: 'typed', text: typed } : { kind: 'drawn', strokes });
    if (!check.ok) {
      setError(check.message);
      return;
    }
    setError(null);
    countersign.mutate(
      { agreementId: agreement.id, input: { signature: check.value, timeZone: browserTimeZone() } },
      {
        onSuccess: ({ agreement: signed }) => {
          toast.success(
            signed.status === 'completed' ? AGREEMENT_MESSAGES.completed : AGREEMENT_MESSAGES.countersigned,
          );
          onOpenChange(false);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={M.countersignTitle}
      description={M.countersignDescription}
      submitLabel={M.signNow}
      busy={countersign.isPending}
      busyText={M.signing}
      formClassName="space-y-5"
      onSubmit={submit}
    >
      <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
          <FileText aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-medium break-words text-slate-900">{agreement.title}</p>
          <p className="text-slate-600">
            {M.version(agreement.version)} · {M.pages(agreement.pageCount)}
          </p>
          <a
            href={agreement.documentUrl}
            target="_blank"
            rel="noopener"
            data-autofocus
            className="mt-1 inline-flex items-center gap-1 font-medium text-primary-700 hover:underline"
          >
            {M.openDocument}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </div>
      </div>

      <Checkbox
        label={M.readConfirm}
        checked={read}
        onChange={(event) => {
          setRead(event.target.checked);
          setError(null);
        }}
      />

      <fieldset disabled={!read} className={cn('min-w-0 space-y-3', !read && 'opacity-60')}>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{M.signatureLegend}</legend>
        <div role="radiogroup" aria-label={M.signatureLegend} className="inline-flex rounded-lg bg-slate-100 p-1">
          {(
            [
              ['typed', M.typeTab, Keyboard],
              ['drawn', M.drawTab, PenLine],
            ] as const
          ).map(([value, label, Icon]) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium transition-colors duration-150 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
                mode === value ? 'bg-white text-slate-900 shadow-xs' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              <input
                type="radio"
                name={`${id}-mode`}
                value={value}
                checked={mode === value}
                onChange={() => {
                  setMode(value);
                  setError(null);
                }}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </label>
          ))}
        </div>

        {mode === 'typed' ? (
          <div className="space-y-3">
            <FormField label={M.typedLabel}>
              {(control) => (
                <Input
                  {...control}
                  value={typed}
                  maxLength={100}
                  autoComplete="name"
                  onChange={(event) => {
                    setTyped(event.target.value);
                    setError(null);
                  }}
                />
              )}
            </FormField>
            <div
              aria-hidden="true"
              className="flex min-h-20 items-end rounded-lg border border-slate-200 bg-white px-4 pt-3 pb-2"
            >
              <span
                className="w-full truncate border-b border-dashed border-slate-300 pb-1 font-medium text-4xl text-slate-900"
                style={{ fontFamily: SIGNATURE_FONT }}
              >
                {typed.trim() || '\u00a0'}
              </span>
            </div>
          </div>
        ) : (
          <div className="space-y-1.5">
            <p id={`${id}-draw-hint`} className="text-sm text-slate-600">
              {M.drawHint}
            </p>
            <Suspense fallback={<Skeleton className="aspect-[5/2] w-full rounded-lg" />}>
              <SignatureDrawPad describedBy={`${id}-draw-hint`} onChange={setStrokes} />
            </Suspense>
          </div>
        )}
      </fieldset>

      {error ? <Alert tone="error">{error}</Alert> : null}
      <p className="text-xs text-slate-500">{M.legalNote}</p>
    </FormDialog>
  );
}
