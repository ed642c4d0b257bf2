import {
  LOGO_ACCEPT,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  normalizeHex,
  readableTextOn,
  SETTINGS_MESSAGES,
  type WorkspaceSettings,
} from '@bloom/core';
import { useQueryClient } from '@tanstack/react-query';
import { ImageUp, Trash2 } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { storeWorkspace, uploadWorkspaceLogo, useRemoveWorkspaceLogo } from '../../api/workspace';
import { isApiError } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { isAbortError } from '../../lib/upload-progress';
import { Button } from '../ui/button';
import { GhostDestructiveButton } from '../ui/destructive-button';

/**
 * The workspace logo: shows the current one (or the name's first letter on the brand colour, as
 * the portal does), uploads a chosen or dropped file at once with real progress and a cancel
 * (POST /api/workspace/logo), and removes it ('Remove logo', DELETE /api/workspace/logo).
 *
 * Self-contained: it writes through src/api/workspace.ts, so the workspace query, the session
 * (app shell) and the dashboard checklist update by themselves and a toast confirms. The logo is
 * saved on its own, apart from any surrounding form's Save button.
 */
export interface LogoUploadFieldProps {
  /** The current logo URL (the workspace's `logoUrl`), or null. */
  logoUrl: string | null;
  /** For the placeholder's first letter. */
  workspaceName: string;
  /** The placeholder's fill (the primary colour being edited). */
  color?: string;
  disabled?: boolean;
  /** After a successful upload or removal, with the workspace as the server answers it. */
  onChange?: (workspace: WorkspaceSettings) => void;
  /** The field's label; defaults to 'Logo'. */
  label?: string;
  /** Keeps the label for assistive tech only (e.g. under a card titled 'Logo'). */
  hideLabel?: boolean;
}

const TYPE_NAMES = 'PNG, JPG, WebP or SVG';
const MAX_MB = LOGO_MAX_BYTES / (1024 * 1024);

/** Why a file cannot be a logo, checked before sending (the server checks the bytes again). */
export function refuseLogo(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const known = LOGO_TYPES.some((t) => t.mime === file.type || t.extensions.includes(extension));
  if (!known) return SETTINGS_MESSAGES.logoUnsupported;
  if (file.size > LOGO_MAX_BYTES) return SETTINGS_MESSAGES.logoTooLarge;
  if (file.size === 0) return SETTINGS_MESSAGES.logoUnreadable;
  return null;
}

export function LogoUploadField({
  logoUrl,
  workspaceName,
  color,
  disabled = false,
  onChange,
  label = 'Logo',
  hideLabel = false,
}: LogoUploadFieldProps) {
  const queryClient = useQueryClient();
  const remove = useRemoveWorkspaceLogo();
  const inputRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [broken, setBroken] = useState(false);
  const id = useId();
  const uploading = progress !== null;
  const busy = uploading || remove.isPending || disabled;

  // Leaving the page cancels a running upload: no request outlives the field that shows it.
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => setBroken(false), [logoUrl]);

  const upload = async (file: File) => {
    const refusal = refuseLogo(file);
    setError(refusal);
    if (refusal) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress({ name: file.name, percent: 0 });
    try {
      const workspace = await uploadWorkspaceLogo({
        file,
        signal: current.signal,
        onProgress: (percent) => {
          if (!current.signal.aborted) setProgress({ name: file.name, percent });
        },
      });
      storeWorkspace(queryClient, workspace);
      toast.success(SETTINGS_MESSAGES.logoUploaded);
      onChange?.(workspace);
    } catch (caught) {
      if (!isAbortError(caught)) {
        const message = isApiError(caught) ? caught.message : SETTINGS_MESSAGES.logoUnreadable;
        setError(message);
        toast.error(message);
      }
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setProgress(null);
      }
    }
  };

  const removeLogo = () => {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: (workspace) => {
        toast.success(SETTINGS_MESSAGES.logoRemoved);
        onChange?.(workspace);
      },
      onError: (caught) => {
        setError(caught.message);
        toast.error(caught.message);
      },
    });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) void upload(file);
  };

  const fill = normalizeHex(color);
  const initial = Array.from(workspaceName.trim())[0]?.toUpperCase() ?? '?';
  const showLogo = logoUrl && !broken;

  return (
    // A container: the preview and the buttons sit side by side only where the field is wide enough.
    <div className="@container space-y-2">
      {hideLabel ? null : (
        <p aria-hidden="true" className="text-sm font-medium text-slate-800">
          {label}
        </p>
      )}
      <fieldset
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'm-0 flex min-w-0 flex-col gap-4 rounded-xl border border-dashed p-4 transition-colors duration-150 @md:flex-row @md:items-center',
          dragging ? 'border-primary-500 bg-primary-50/60' : 'border-slate-300 bg-slate-50/60',
        )}
      >
        <legend id={`${id}-label`} className="sr-only">
          {label}
        </legend>
        <div
          className={cn(
            'flex h-20 w-full shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 @md:w-32',
            'bg-white bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px]',
          )}
        >
          {showLogo ? (
            <img
              src={logoUrl}
              alt={`${workspaceName || 'Workspace'} logo`}
              className="max-h-16 max-w-28 object-contain"
              onError={() => setBroken(true)}
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-12 place-items-center rounded-full text-xl font-semibold ring-1 ring-slate-900/10 ring-inset"
              style={{ backgroundColor: fill, color: readableTextOn(fill) }}
            >
              {initial}
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {showLogo ? 'Shown at the top of every client portal.' : 'No logo yet: portals show your first letter.'}{' '}
            {TYPE_NAMES} up to {MAX_MB} MB. Drop a file here or choose one.
          </p>
          {progress ? (
            <LogoProgress
              name={progress.name}
              percent={progress.percent}
              onCancel={() => controller.current?.abort()}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() => inputRef.current?.click()}
                aria-describedby={`${id}-hint`}
              >
                <ImageUp aria-hidden="true" className="size-4" />
                {logoUrl ? 'Replace logo' : 'Upload logo'}
              </Button>
              {logoUrl ? (
                <GhostDestructiveButton
                  size="sm"
                  disabled={busy}
                  busy={remove.isPending}
                  busyText="Removing..."
                  onClick={removeLogo}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove logo
                </GhostDestructiveButton>
              ) : null}
            </div>
          )}
          <input
            ref={inputRef}
            type="file"
            accept={LOGO_ACCEPT}
            aria-labelledby={`${id}-label`}
            className="sr-only"
            tabIndex={-1}
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }}
          />
        </div>
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function LogoProgress({ name, percent, onCancel }: { name: string; percent: number; onCancel: () => void }) {
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="min-w-0 truncate text-slate-700">
          {percent >= 100 ? 'Processing' : 'Uploading'} <span className="font-medium text-slate-900">{name}</span>
        </span>
        <span aria-hidden="true" className="font-medium text-slate-900 tabular-nums">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={`Uploading ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-white ring-1 ring-slate-200"
      >
        <div
          className="h-full rounded-full bg-primary-600 transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      <Button variant="secondary" size="sm" onClick={onCancel}>
        Cancel upload
      </Button>
    </div>
  );
}
