import { writeGeneration } from '../../platform/http/write-generation';

/**
 * How long a version read from the database is trusted without reading it again, when this
 * process has finished no write since: a change made elsewhere (another instance, a job) reaches
 * the public answers within this time; browsers keep them a minute anyway (Cache-Control).
 */
export const VERSION_TRUST_MS = 500;

/** When a version was read: the clock and this process's write generation, both noted before the read. */
export interface CheckedAt {
  at: number;
  generation: number;
}

export const beforeCheck = (now = Date.now()): CheckedAt => ({ at: now, generation: writeGeneration() });

/** True when a version read at `checked` may be used again without a query. */
export const stillTrusted = (checked: CheckedAt, now = Date.now()): boolean =>
  checked.generation === writeGeneration() && now - checked.at < VERSION_TRUST_MS;
