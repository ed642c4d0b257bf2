import { PORTAL_MESSAGES } from '@bloom/core';
import { type FormEvent, useId, useRef, useState } from 'react';
import { hasErrorCode } from '../../../lib/api-client';
import { openSession } from '../api/portal-api';
import { PORTAL_CODES } from '../api/portal-error-codes';
import { inputClass } from './fields/field-frame';
import { Eye, EyeOff, LockKeyhole } from './icons';
import { PortalButton } from './portal-button';

/** Why a password try failed, in words for the client. */
function passwordFailure(error: unknown): string {
  if (hasErrorCode(error, PORTAL_CODES.wrongPassword)) return PORTAL_MESSAGES.wrongPassword;
  if (hasErrorCode(error, PORTAL_CODES.tooManyRequests)) return error.message || PORTAL_MESSAGES.tooManyPasswordTries;
  if (hasErrorCode(error, PORTAL_CODES.validation)) return error.message;
  return error instanceof Error && error.message ? error.message : PORTAL_MESSAGES.loadFailed;
}

/** A protected portal asks for its password first, already in the workspace's look. */
export function PasswordScreen({ token, onUnlocked }: { token: string; onUnlocked: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(PORTAL_MESSAGES.passwordRequired);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await openSession(token, password);
      onUnlocked();
    } catch (e) {
      setError(passwordFailure(e));
      setBusy(false);
      input.current?.select();
    }
  };

  const errorId = `${id}-error`;
  return (
    <div className="mx-auto max-w-md rounded-xl border border-slate-200 bg-white px-5 py-8 shadow-xs sm:mt-12 sm:px-8">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand/10 text-brand-ink">
        <LockKeyhole aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-4 text-center text-xl font-semibold text-slate-900">{PORTAL_MESSAGES.passwordTitle}</h1>
      <p className="mt-2 text-center text-sm text-slate-600">{PORTAL_MESSAGES.passwordPrompt}</p>
      <form noValidate onSubmit={submit} className="mt-6 space-y-4">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-password`} className="block text-sm font-medium text-slate-900">
            {PORTAL_MESSAGES.passwordLabel}
          </label>
          <div className="relative">
            <input
              ref={input}
              id={`${id}-password`}
              type={visible ? 'text' : 'password'}
              autoComplete="current-password"
              // biome-ignore lint/a11y/noAutofocus: the only thing this screen asks for
              autoFocus
              className={`${inputClass} pr-12`}
              value={password}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(null);
              }}
            />
            <button
              type="button"
              onClick={() => setVisible((v) => !v)}
              aria-label={visible ? PORTAL_MESSAGES.hidePassword : PORTAL_MESSAGES.showPassword}
              aria-controls={`${id}-password`}
              className="absolute inset-y-0 right-0 grid w-11 cursor-pointer place-items-center rounded-r-lg text-slate-600 hover:text-slate-900"
            >
              {visible ? (
                <EyeOff aria-hidden="true" className="size-5" />
              ) : (
                <Eye aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
          {error ? (
            <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <PortalButton type="submit" busy={busy} busyText={PORTAL_MESSAGES.checkingPassword} className="w-full">
          {PORTAL_MESSAGES.openPortal}
        </PortalButton>
      </form>
    </div>
  );
}
