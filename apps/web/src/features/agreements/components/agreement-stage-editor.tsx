import {
  AGREEMENT_LIMITS,
  type AgreementSource,
  type AgreementTemplate,
  type SigningOrder,
  type StageAgreementConfig,
} from '@bloom/core';
import { FileSignature, FileText, FileUp } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { AGREEMENTS_UI as M } from '../agreements-messages';
import { AgreementPdfField } from './agreement-pdf-field';
import { AgreementTextEditor } from './agreement-text-editor';
import { SigningOrderField } from './signing-order-field';
import { TemplatePicker } from './template-picker';

interface DocumentRef {
  fileName: string;
  pageCount: number;
}

/** The journey editor's slot for an agreement stage (features/journeys/journey-slots.ts). */
export interface AgreementStageEditorProps {
  journeyId: string;
  stageName: string;
  value: StageAgreementConfig;
  document: DocumentRef | null;
  readOnly: boolean;
  onChange: (value: StageAgreementConfig, document?: DocumentRef | null) => void;
}

/** The config a template (or a blank page, null) gives: its title and text, the rest kept. */
export function fromTemplate(
  value: StageAgreementConfig,
  template: AgreementTemplate | null,
  stageName: string,
): StageAgreementConfig {
  return {
    ...value,
    source: 'text',
    title: template?.title ?? (value.title.trim() || stageName.trim() || 'Agreement'),
    body: template?.body ?? '',
  };
}

/**
 * An agreement stage in the journey editor: where its document comes from (written from a
 * template, or an uploaded PDF), its title and text, and who signs first. Saved with the journey.
 */
export function AgreementStageEditor({
  journeyId,
  stageName,
  value,
  document,
  readOnly,
  onChange,
}: AgreementStageEditorProps) {
  const id = useId();
  // The samples show for a stage without text, and again on "Start from a template"; typing
  // does not hide them (the text field would jump), picking one or "Hide" does.
  const [browsing, setBrowsing] = useState(() => !value.body.trim());
  const [pending, setPending] = useState<{ template: AgreementTemplate | null } | null>(null);
  const set = (patch: Partial<StageAgreementConfig>) => onChange({ ...value, ...patch });

  const pick = (template: AgreementTemplate | null) => {
    // Replacing text someone wrote asks first.
    if (value.body.trim() && value.body !== template?.body) setPending({ template });
    else {
      onChange(fromTemplate(value, template, stageName));
      setBrowsing(false);
    }
  };

  const showPicker = value.source === 'text' && !readOnly && browsing;

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-5">
      <div>
        <h4 id={`${id}-heading`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <FileSignature aria-hidden="true" className="size-4 text-indigo-600" />
          {M.editorHeading}
        </h4>
        <p className="mt-1 text-sm text-slate-600">{M.editorIntro}</p>
      </div>

      <fieldset disabled={readOnly} className="min-w-0">
        <legend className="mb-2 text-sm font-medium text-slate-900">{M.sourceLegend}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <SourceOption
            name={`${id}-source`}
            source="text"
            current={value.source}
            icon={<FileText aria-hidden="true" className="size-5" />}
            title={M.sourceText}
            hint={M.sourceTextHint}
            onPick={(source) => set({ source })}
          />
          <SourceOption
            name={`${id}-source`}
            source="pdf"
            current={value.source}
            icon={<FileUp aria-hidden="true" className="size-5" />}
            title={M.sourcePdf}
            hint={M.sourcePdfHint}
            onPick={(source) => set({ source })}
          />
        </div>
      </fieldset>

      {showPicker ? (
        <div className="space-y-2">
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm font-medium text-slate-900">{M.templateLabel}</p>
            <Button variant="ghost" size="sm" onClick={() => setBrowsing(false)}>
              {M.hideTemplates}
            </Button>
          </div>
          <TemplatePicker onPick={pick} />
        </div>
      ) : null}

      <div className="space-y-1.5">
        <div className="flex items-end justify-between gap-3">
          <Label htmlFor={`${id}-title`}>{M.titleLabel}</Label>
          {value.source === 'text' && !readOnly && !showPicker ? (
            <Button variant="ghost" size="sm" onClick={() => setBrowsing(true)}>
              {M.startFromTemplate}
            </Button>
          ) : null}
        </div>
        <Input
          id={`${id}-title`}
          value={value.title}
          maxLength={AGREEMENT_LIMITS.title}
          readOnly={readOnly}
          aria-invalid={value.title.trim() ? undefined : true}
          onChange={(event) => set({ title: event.target.value })}
        />
      </div>

      {value.source === 'text' ? (
        <AgreementTextEditor
          title={value.title}
          body={value.body}
          readOnly={readOnly}
          onChange={(body) => set({ body })}
        />
      ) : (
        <AgreementPdfField
          journeyId={journeyId}
          documentId={value.documentId}
          document={document}
          readOnly={readOnly}
          onUploaded={(doc) => {
            const title = value.title.trim() ? value.title : doc.fileName.replace(/\.pdf$/i, '');
            onChange(
              { ...value, documentId: doc.id, title: title.slice(0, AGREEMENT_LIMITS.title) },
              { fileName: doc.fileName, pageCount: doc.pageCount },
            );
          }}
        />
      )}

      <SigningOrderField
        legend={M.orderLegend}
        value={value.order}
        disabled={readOnly}
        onChange={(order: SigningOrder) => set({ order })}
      />

      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        onConfirm={() => {
          if (pending) onChange(fromTemplate(value, pending.template, stageName));
          setPending(null);
          setBrowsing(false);
        }}
        variant="warning"
        title={M.replaceTemplateTitle}
        message={M.replaceTemplateMessage}
        confirmLabel={M.replace}
        cancelLabel="Keep my text"
      />
    </section>
  );
}

function SourceOption({
  name,
  source,
  current,
  icon,
  title,
  hint,
  onPick,
}: {
  name: string;
  source: AgreementSource;
  current: AgreementSource;
  icon: ReactNode;
  title: string;
  hint: string;
  onPick: (source: AgreementSource) => void;
}) {
  const checked = current === source;
  return (
    <label
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 transition-colors duration-150 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
        checked ? 'border-primary-500 ring-1 ring-primary-500' : 'border-slate-200 hover:border-slate-300',
      )}
    >
      <input
        type="radio"
        name={name}
        value={source}
        checked={checked}
        onChange={() => onPick(source)}
        className="sr-only"
      />
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-lg',
          checked ? 'bg-primary-50 text-primary-700' : 'bg-slate-100 text-slate-600',
        )}
      >
        {icon}
      </span>
      <span className="min-w-0">
        <span className="block text-sm font-medium text-slate-900">{title}</span>
        <span className="block text-sm text-slate-600">{hint}</span>
      </span>
    </label>
  );
}
