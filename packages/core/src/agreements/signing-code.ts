/**
 * The emailed 6-digit code that confirms a signer is who the link was sent to: 10 minutes,
 * 5 tries, at most 5 sends per signer in 15 minutes. Pure rules; the server keeps the state
 * (agreement_signers.code_*) and stores only a hash of the code.
 */

export const CODE_LENGTH = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_MAX_SENDS = 5;
export const CODE_SEND_WINDOW_MS = 15 * 60 * 1000;

/** `randomInt(10)` is 0..9, uniformly (the server passes node:crypto's randomInt). */
export function generateCodeDigits(randomInt: (max: number) => number): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += String(randomInt(10));
  return code;
}

export const isCodeFormat = (code: string) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);

export interface CodeState {
  codeHash: string | null;
  codeExpiresAt: Date | null;
  /** Wrong tries against the current code. */
  codeAttempts: number;
}

export type CodeCheck = 'ok' | 'expired' | 'too_many_attempts' | 'no_code';

/**
 * Whether a code may be compared now: 'ok' means compare it (and count a wrong one). The code is
 * dead from the moment its 10 minutes are up, and after 5 wrong tries even within them.
 */
export function codeCheck(state: CodeState, now: Date): CodeCheck {
  if (!state.codeHash || !state.codeExpiresAt) return 'no_code';
  if (state.codeAttempts >= CODE_MAX_ATTEMPTS) return 'too_many_attempts';
  if (now.getTime() >= state.codeExpiresAt.getTime()) return 'expired';
  return 'ok';
}

/** Tries left after one more wrong code (0: the code is dead). */
export const triesLeftAfterWrong = (attempts: number) => Math.max(0, CODE_MAX_ATTEMPTS - (attempts + 1));

/** When a code sent now stops working. */
export const codeExpiry = (now: Date) => new Date(now.getTime() + CODE_TTL_MS);

export interface CodeSendState {
  /** The last send. */
  codeSentAt: Date | null;
  /** Sends since the window began. */
  codeSends: number;
}

export type CodeSendCheck = { ok: true; sends: number } | { ok: false; retryAfterMs: number };

/**
 * Up to CODE_MAX_SENDS codes while sends keep coming within 15 minutes of each other; 15 quiet
 * minutes start the count again. `sends` is the count to store with this send.
 */
export function codeSendCheck(state: CodeSendState, now: Date): CodeSendCheck {
  const since = state.codeSentAt ? now.getTime() - state.codeSentAt.getTime() : Number.POSITIVE_INFINITY;
  if (since >= CODE_SEND_WINDOW_MS) return { ok: true, sends: 1 };
  if (state.codeSends >= CODE_MAX_SENDS) return { ok: false, retryAfterMs: CODE_SEND_WINDOW_MS - since };
  return { ok: true, sends: state.codeSends + 1 };
}

/** A contact needs a code unless they have no email and the owner allowed signing without one. */
export const codeRequired = (signer: { kind: string; email: string | null }, allowWithoutEmail: boolean) =>
  signer.kind === 'contact' && (Boolean(signer.email) || !allowWithoutEmail);
