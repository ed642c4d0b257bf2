import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** 256 bits from the CSPRNG, base64url (43 characters): unguessable portal links. */
export const newShareToken = () => randomBytes(32).toString('base64url');

// @node-rs/argon2's Algorithm is a const enum (not usable under isolatedModules); 2 is Argon2id.
const ARGON2ID = 2;

/** Portal passwords are stored only as argon2id hashes (OWASP's minimum: 19 MiB, 2 passes). */
export function hashPortalPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

/** True when `password` matches the stored hash; a malformed hash reads as no match. */
export async function verifyPortalPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
