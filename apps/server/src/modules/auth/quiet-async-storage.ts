import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * An AsyncLocalStorage that turns itself off whenever no run of its own is in flight; its next run
 * turns it on again. On Node 20 a storage that has run once keeps promise hooks on for the whole
 * process: every promise of every later request pays for them, about 15 % of a kept owner
 * answer's CPU (docs/decisions/044-kept-sessions.md). Off, `getStore()` answers undefined outside
 * a run, as it does before the first one.
 */
export class QuietAsyncLocalStorage<T> extends AsyncLocalStorage<T> {
  #inFlight = 0;

  override run<R>(store: T, callback: () => R): R;
  override run<R, TArgs extends unknown[]>(store: T, callback: (...args: TArgs) => R, ...args: TArgs): R;
  override run<R>(store: T, callback: (...args: unknown[]) => R, ...args: unknown[]): R {
    this.#inFlight++;
    let result: R;
    try {
      result = super.run(store, callback, ...args);
    } catch (err) {
      this.#settled();
      throw err;
    }
    if (result instanceof Promise) return result.finally(() => this.#settled()) as R;
    this.#settled();
    return result;
  }

  /** Runs of this storage not yet settled. */
  get inFlight(): number {
    return this.#inFlight;
  }

  #settled() {
    this.#inFlight--;
    if (this.#inFlight === 0) this.disable();
  }
}

/** Where better-auth keeps its process-wide state (`@better-auth/core`, context/global). */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');
/** Its three storages, each made on first use with `??=` (request state, endpoint, transaction). */
export const BETTER_AUTH_STORAGES = [
  'requestStateAsyncStorage',
  'endpointContextAsyncStorage',
  'adapterAsyncStorage',
] as const;

/**
 * Gives better-auth quiet storages before it makes its own: it only runs for sign-in, sign-up,
 * sign-out, password resets and a session's refresh, while every other request (the session is
 * read by modules/auth/session-reader.ts) then runs without promise hooks.
 */
export function quietBetterAuthStorages(): void {
  const holder = globalThis as unknown as Record<symbol, { context: Record<string, unknown> } | undefined>;
  // A version better-auth does not recognise is replaced by its own on first use (nothing else changes).
  holder[BETTER_AUTH_GLOBAL] ??= { version: '', epoch: 1, context: {} } as never;
  const { context } = holder[BETTER_AUTH_GLOBAL];
  for (const key of BETTER_AUTH_STORAGES) context[key] ??= new QuietAsyncLocalStorage();
}
