import { AGREEMENT_MESSAGES, UPLOAD_MESSAGES } from '@bloom/core';
import { FileText, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { isAbortError } from '../../../lib/upload-progress';
import { AGREEMENTS_UI as M } from '../agreements-messages';
import { useDocumentUpload } from '../hooks/use-document-upload';

export interface UploadedDocument {
  id: string;
  fileName: string;
  pageCount: number;
}

/** A PDF by its type or, when the browser names none, by its extension; the server sniffs the bytes again. */
export const looksLikePdf = (file: Pick<File, 'name' | 'type'>) =>
  file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));

/**
 * The agreement's PDF: choose a file, watch it upload (with a cancel), then its name and page
 * count. A PDF saved earlier is known by its id only, so it shows as "PDF on file".
 */
export function AgreementPdfField({
  journeyId,
  documentId,
  document,
  readOnly,
  onUploaded,
}: {
  journeyId: string;
  documentId: string | null;
  document: { fileName: string; pageCount: number } | null;
  readOnly: boolean;
  onUploaded: (document: UploadedDocument) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, cancel, progress, fileName, uploading } = useDocumentUpload(journeyId);
  const [error, setError] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!looksLikePdf(file)) {
      setError(AGREEMENT_MESSAGES.notAPdf);
      return;
    }
    setError(null);
    try {
      const uploaded = await upload(file);
      onUploaded(uploaded);
      toast.success(M.uploaded);
    } catch (failure) {
      if (isAbortError(failure)) return;
      setError(failure instanceof Error && failure.message ? failure.message : UPLOAD_MESSAGES.uploadFailed);
    }
  };

  return (
    <div className="space-y-2">
      <p id={`${id}-label`} className="text-sm font-medium text-slate-900">
        {M.uploadLabel}
      </p>
      {documentId && !uploading ? (
        <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-700">
            <FileText aria-hidden="true" className="size-5" />
          </span>
          <span className="min-w-0 flex-1 text-sm">
            <span className="block truncate font-medium text-slate-900">{document?.fileName ?? M.documentOnFile}</span>
            {document ? <span className="text-slate-600">{M.pages(document.pageCount)}</span> : null}
          </span>
        </div>
      ) : null}
      {uploading ? (
        <div className="rounded-lg border border-primary-200 bg-primary-50/60 p-3">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 truncate text-slate-800">
              {(progress ?? 0) >= 100 ? 'Processing' : 'Uploading'} <span className="font-medium">{fileName}</span>
            </span>
            <span className="font-medium text-slate-900 tabular-nums" aria-hidden="true">
              {progress}%
            </span>
          </div>
          <ProgressBar
            className="mt-2"
            track="bg-white ring-1 ring-primary-100"
            percent={progress ?? 0}
            label={`Uploading ${fileName}`}
            valueText={`${progress}%`}
          />
          <div className="mt-3 flex justify-end">
            <Button variant="secondary" size="sm" onClick={cancel}>
              Cancel upload
            </Button>
          </div>
        </div>
      ) : readOnly ? null : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept="application/pdf,.pdf"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            variant="secondary"
            className="self-start"
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onClick={() => input.current?.click()}
          >
            <Upload aria-hidden="true" className="size-4" />
            {documentId ? M.uploadReplace : M.uploadChoose}
          </Button>
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {M.uploadHint}
          </p>
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
