import { afterAll, beforeAll } from 'vitest';
import { diskFixture, type StorageFixture } from './storage';
import { appOn, createTestApp, signUpOwner, type TestApp } from './test-app';

/**
 * A test file's app, opened before its tests and closed after them, so each file states only what
 * it needs: `receive` hands the app and its owners to the file's own variables, e.g.
 * `useTestApp(['owner', 'stranger'], (env) => ({ t, app, owner, stranger } = env));`
 */

/** A signed-up owner with a trialing subscription (signUpOwner). */
export type Owner = Awaited<ReturnType<typeof signUpOwner>>;

export interface FileApp {
  t: TestApp;
  app: TestApp['app'];
}

export interface StorageFileApp extends FileApp {
  fx: StorageFixture;
}

export interface StorageOptions {
  /** The store the app keeps files in; a temporary folder on disk by default. */
  fixture?: () => Promise<StorageFixture>;
  maxUploadBytes?: number;
}

/** Sign-ups can be slow on a loaded machine; the migrations run first. */
const OPEN_TIMEOUT = 120_000;

/** Owners signed up one after the other, under the names asked for. */
async function signUpOwners<K extends string>(app: TestApp['app'], names: readonly K[]): Promise<Record<K, Owner>> {
  const owners: Partial<Record<K, Owner>> = {};
  for (const name of names) owners[name] = await signUpOwner(app);
  return owners as Record<K, Owner>;
}

/** A fresh database and the default app, with owners signed up under `names` (in order). */
export function useTestApp<const K extends string>(
  names: readonly K[],
  receive: (env: FileApp & Record<K, Owner>) => void,
): void {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    receive({ t, app: t.app, ...(await signUpOwners(t.app, names)) });
  }, OPEN_TIMEOUT);
  afterAll(() => t?.close());
}

/** The same with an app whose upload and download routes keep files in a storage fixture (`fx`). */
export function useStorageApp<const K extends string>(
  options: StorageOptions,
  names: readonly K[],
  receive: (env: StorageFileApp & Record<K, Owner>) => void,
): void {
  let t: TestApp | undefined;
  let fx: StorageFixture | undefined;
  beforeAll(async () => {
    t = await createTestApp();
    fx = await (options.fixture ?? diskFixture)();
    const { maxUploadBytes } = options;
    const app = appOn(t.db, { storage: fx.storage, ...(maxUploadBytes === undefined ? {} : { maxUploadBytes }) });
    receive({ t, fx, app, ...(await signUpOwners(app, names)) });
  }, OPEN_TIMEOUT);
  afterAll(async () => {
    await t?.close();
    await fx?.close();
  });
}
