import {
  ALLOWED_UPLOADS_SUMMARY,
  DELIVERABLE_LIMITS,
  DELIVERABLE_MESSAGES,
  type DeliverableType,
  formatFileSize,
  type MilestoneDto,
  UPLOAD_ACCEPT,
} from '@bloom/core';
import { Upload } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { isAbortError } from '../../../lib/upload-progress';
import { useCreateDeliverable } from '../api/save-deliverable';
import {
  type DeliverableFormErrors,
  type DeliverableFormValues,
  deliverableFormErrors,
  deliverableInput,
  emptyDeliverableForm,
  titlePlaceholder,
} from '../deliverable-form-rules';
import { useDeliverableUpload } from '../hooks/use-deliverable-upload';
import { DeliverableTypeToggle } from './deliverable-type';
import { milestoneTitle } from './milestone-card';
import { UploadProgress } from './upload-progress';

/** A milestone (and slot) chosen elsewhere on the page; `n` changes on every pick. */
export interface DeliverableFormPreset {
  stageId: string;
  slotId: string | null;
  n: number;
}

const SUBMIT_LABELS: Record<DeliverableType, string> = { file: 'Upload File', link: 'Add Link', note: 'Save Note' };

/** The server's reason, when it gave one, under the spec's toast. */
const reason = (error: unknown) => (isApiError(error) && error.status !== 0 ? error.message : undefined);

export function DeliverableForm({
  clientId,
  milestones,
  maxUploadBytes,
  preset,
}: {
  clientId: string;
  milestones: MilestoneDto[];
  maxUploadBytes: number;
  preset: DeliverableFormPreset | null;
}) {
  const [values, setValues] = useState<DeliverableFormValues>(() =>
    emptyDeliverableForm(milestones.length === 1 ? milestones[0]?.stageId : ''),
  );
  const [errors, setErrors] = useState<DeliverableFormErrors>({});
  const [cancelled, setCancelled] = useState(false);
  const create = useCreateDeliverable(clientId);
  const upload = useDeliverableUpload(clientId);
  const fileInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();

  const milestone = milestones.find((m) => m.stageId === values.stageId);
  const slots = milestone ? [...milestone.slots].sort((a, b) => a.displayOrder - b.displayOrder) : [];
  const busy = create.isPending || upload.uploading;

  // A pick from a milestone card: select it (and the slot), then bring the form into view.
  useEffect(() => {
    if (!preset) return;
    setValues((v) => ({ ...v, stageId: preset.stageId, slotId: preset.slotId ?? '' }));
    setErrors((e) => ({ ...e, stageId: undefined }));
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current
      ?.querySelector<HTMLInputElement>('input[name="deliverable-type"]:checked')
      ?.focus({ preventScroll: true });
  }, [preset]);

  const set = <K extends keyof DeliverableFormValues>(key: K, value: DeliverableFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value, ...(key === 'stageId' ? { slotId: '' } : {}) }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const resetAfterSave = () => {
    setValues((v) => ({ ...emptyDeliverableForm(v.stageId), type: v.type }));
    setErrors({});
    if (fileInput.current) fileInput.current.value = '';
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setCancelled(false);
    const problems = deliverableFormErrors(values, maxUploadBytes);
    setErrors(problems);
    const first = (['stageId', 'file', 'url', 'note'] as const).find((k) => problems[k]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
      return;
    }
    if (values.type === 'file' && values.file) {
      try {
        await upload.upload({
          stageId: values.stageId,
          title: values.title.trim() || null,
          slotId: values.slotId || null,
          file: values.file,
        });
        toast.success(DELIVERABLE_MESSAGES.uploaded);
        resetAfterSave();
      } catch (error) {
        if (isAbortError(error)) setCancelled(true);
        else toast.error(DELIVERABLE_MESSAGES.uploadFailed, { description: reason(error) });
      }
      return;
    }
    const type = values.type;
    create.mutate(deliverableInput(values), {
      onSuccess: () => {
        toast.success(type === 'link' ? DELIVERABLE_MESSAGES.linkAdded : DELIVERABLE_MESSAGES.noteSaved);
        resetAfterSave();
      },
      onError: (error) => toast.error(DELIVERABLE_MESSAGES.saveFailed, { description: reason(error) }),
    });
  }

  return (
    <Card className="scroll-mt-20">
      <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={headingId}>
        <div className="border-b border-slate-100 px-5 py-4 sm:px-6">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            Add a deliverable
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">Your client sees it in their portal under the milestone.</p>
        </div>
        <div className="space-y-5 px-5 py-5 sm:px-6">
          <FormField label="Milestone" error={errors.stageId}>
            {(control) => (
              <Select
                {...control}
                className={errors.stageId ? '[&>select]:border-red-500' : undefined}
                data-field="stageId"
                value={values.stageId}
                disabled={busy}
                onChange={(e) => set('stageId', e.target.value)}
              >
                <option value="">Select a milestone</option>
                {milestones.map((m) => (
                  <option key={m.stageId} value={m.stageId}>
                    {milestoneTitle(m)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>

          {slots.length > 0 ? (
            <FormField label="Fills slot" hint="Optional: what the journey expects at this milestone.">
              {(control) => (
                <Select
                  {...control}
                  value={values.slotId}
                  disabled={busy}
                  onChange={(e) => set('slotId', e.target.value)}
                >
                  <option value="">No specific slot</option>
                  {slots.map((slot) => (
                    <option key={slot.id} value={slot.id}>
                      {slot.isRequired ? `${slot.label} (required)` : slot.label}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          ) : null}

          <DeliverableTypeToggle
            value={values.type}
            disabled={busy}
            onChange={(type) => {
              setValues((v) => ({ ...v, type }));
              setErrors((e) => ({ stageId: e.stageId }));
              setCancelled(false);
            }}
          />

          <FormField label="Title (optional)">
            {(control) => (
              <Input
                {...control}
                value={values.title}
                maxLength={DELIVERABLE_LIMITS.title}
                placeholder={titlePlaceholder(values)}
                disabled={busy}
                onChange={(e) => set('title', e.target.value)}
              />
            )}
          </FormField>

          {values.type === 'file' ? (
            <FormField
              label="File"
              error={errors.file}
              hint={`Up to ${formatFileSize(maxUploadBytes)}: ${ALLOWED_UPLOADS_SUMMARY}.`}
            >
              {(control) => (
                <div
                  className={cn(
                    'relative flex items-center gap-3 rounded-lg border border-dashed px-3 py-3 transition-colors duration-150',
                    'has-focus-visible:outline-2 has-focus-visible:outline-primary-600/40',
                    errors.file ? 'border-red-400 bg-red-50/40' : 'border-slate-300 bg-slate-50/60 hover:bg-slate-50',
                  )}
                >
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-white text-primary-700 ring-1 ring-slate-200">
                    <Upload aria-hidden="true" className="size-4" />
                  </span>
                  <span className="min-w-0 flex-1 text-sm">
                    {values.file ? (
                      <>
                        <span className="block truncate font-medium text-slate-900">{values.file.name}</span>
                        <span className="text-xs text-slate-500 tabular-nums">{formatFileSize(values.file.size)}</span>
                      </>
                    ) : (
                      <>
                        <span className="block font-medium text-slate-800">Choose a file</span>
                        <span className="text-xs text-slate-500">or drop it here</span>
                      </>
                    )}
                  </span>
                  <input
                    {...control}
                    ref={fileInput}
                    data-field="file"
                    type="file"
                    accept={UPLOAD_ACCEPT}
                    disabled={busy}
                    className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
                    onChange={(e) => {
                      setCancelled(false);
                      set('file', e.target.files?.[0] ?? null);
                    }}
                  />
                </div>
              )}
            </FormField>
          ) : null}

          {values.type === 'link' ? (
            <>
              <FormField label="URL" error={errors.url}>
                {(control) => (
                  <Input
                    {...control}
                    data-field="url"
                    type="url"
                    inputMode="url"
                    autoComplete="url"
                    placeholder="https://example.com"
                    maxLength={DELIVERABLE_LIMITS.url}
                    value={values.url}
                    disabled={busy}
                    onChange={(e) => set('url', e.target.value)}
                  />
                )}
              </FormField>
              <FormField
                label="Link label (optional)"
                hint="The text your client clicks; defaults to the title or URL."
              >
                {(control) => (
                  <Input
                    {...control}
                    maxLength={DELIVERABLE_LIMITS.linkTitle}
                    value={values.linkTitle}
                    disabled={busy}
                    onChange={(e) => set('linkTitle', e.target.value)}
                  />
                )}
              </FormField>
            </>
          ) : null}

          {values.type === 'note' ? (
            <FormField label="Note" error={errors.note}>
              {(control) => (
                <Textarea
                  {...control}
                  data-field="note"
                  rows={5}
                  maxLength={DELIVERABLE_LIMITS.note}
                  placeholder="What your client should know about this milestone"
                  value={values.note}
                  disabled={busy}
                  onChange={(e) => set('note', e.target.value)}
                />
              )}
            </FormField>
          ) : null}

          {upload.progress !== null && values.file ? (
            <UploadProgress filename={values.file.name} percent={upload.progress} onCancel={upload.cancel} />
          ) : null}
          {cancelled ? (
            <p role="status" className="text-sm text-slate-600">
              Upload cancelled.
            </p>
          ) : null}

          <Button
            type="submit"
            className="w-full"
            busy={busy}
            busyText={values.type === 'file' ? 'Uploading...' : 'Saving...'}
          >
            {SUBMIT_LABELS[values.type]}
          </Button>
        </div>
      </form>
    </Card>
  );
}
