import { formatFileSize, PORTAL_MESSAGES, type PortalFileAnswer, UPLOAD_ACCEPT, UPLOAD_MESSAGES } from '@bloom/core';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { isAbortError } from '../../../../lib/upload-progress';
import { fileUrl } from '../../api/portal-api';
import { uploadPortalFile } from '../../api/upload-portal-file';
import { refuseFile } from '../../lib/refuse-file';
import { FileText } from '../icons';
import { PortalButton } from '../portal-button';
import { describedBy, FieldFrame } from './field-frame';
import { type FieldProps, invalid } from './field-props';
import { UploadProgress } from './upload-progress';

export interface UploadTarget {
  token: string;
  stageId: string;
  maxUploadBytes: number;
  /** Tells the form an upload runs (submit waits for it). */
  onUploading: (fieldId: string, active: boolean) => void;
}

const isFileAnswer = (v: unknown): v is PortalFileAnswer =>
  typeof v === 'object' && v !== null && typeof (v as PortalFileAnswer).attachmentId === 'string';

/**
 * A file question: the file uploads as soon as it is chosen (progress and Cancel), and the answer
 * is the stored file. Refused files (too large, a type we cannot take) say why under the field.
 */
export function FileField({ field, ids, value, error, onChange, upload }: FieldProps & { upload: UploadTarget }) {
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [sending, setSending] = useState<{ name: string; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const file = isFileAnswer(value) ? value : null;

  useEffect(() => () => controller.current?.abort(), []);

  const start = async (chosen: File) => {
    const refused = refuseFile(chosen, upload.maxUploadBytes);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    const current = new AbortController();
    controller.current = current;
    setSending({ name: chosen.name, percent: 0 });
    upload.onUploading(field.id, true);
    try {
      const answer = await uploadPortalFile({
        token: upload.token,
        stageId: upload.stageId,
        fieldId: field.id,
        file: chosen,
        signal: current.signal,
        onProgress: (percent) => {
          if (!current.signal.aborted) setSending({ name: chosen.name, percent });
        },
      });
      onChange(answer);
    } catch (e) {
      if (current.signal.aborted && controller.current !== current) return;
      setProblem(
        isAbortError(e)
          ? PORTAL_MESSAGES.uploadCancelled
          : e instanceof Error
            ? e.message
            : UPLOAD_MESSAGES.uploadFailed,
      );
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setSending(null);
        upload.onUploading(field.id, false);
      }
    }
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (chosen) void start(chosen);
  };

  const message = problem ?? error;
  const hidden = Boolean(file || sending);
  return (
    <FieldFrame ids={ids} label={field.label} required={field.required} announceRequired>
      <input
        ref={input}
        id={ids.control}
        type="file"
        accept={UPLOAD_ACCEPT}
        tabIndex={hidden ? -1 : undefined}
        className={
          hidden
            ? 'sr-only'
            : 'block w-full cursor-pointer rounded-lg border border-dashed border-slate-300 bg-white p-2 text-sm text-slate-600 file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand file:px-3 file:text-sm file:font-medium file:text-on-brand hover:border-slate-400'
        }
        aria-invalid={invalid(message ?? undefined)}
        aria-describedby={describedBy(ids, message ?? undefined, null)}
        onChange={onPick}
      />
      {sending ? (
        <UploadProgress name={sending.name} percent={sending.percent} onCancel={() => controller.current?.abort()} />
      ) : file ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
          <div className="flex min-w-0 grow basis-48 items-center gap-3">
            <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-ink" />
            <div className="min-w-0">
              <a
                href={fileUrl(upload.token, file.attachmentId)}
                target="_blank"
                rel="noopener noreferrer"
                className="block truncate text-sm font-medium text-slate-900 underline-offset-2 hover:underline"
              >
                {file.name}
              </a>
              <p className="text-xs text-slate-600 tabular-nums">{formatFileSize(file.size)}</p>
            </div>
          </div>
          <div className="flex gap-2">
            <PortalButton variant="secondary" size="sm" onClick={() => input.current?.click()}>
              {PORTAL_MESSAGES.replaceFile}
              <span className="sr-only"> {file.name}</span>
            </PortalButton>
            <PortalButton variant="ghost" size="sm" onClick={() => onChange(undefined)}>
              {PORTAL_MESSAGES.removeFile}
              <span className="sr-only"> {file.name}</span>
            </PortalButton>
          </div>
        </div>
      ) : null}
      {message ? (
        <p id={ids.error} role={problem ? 'alert' : undefined} className="text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </FieldFrame>
  );
}
