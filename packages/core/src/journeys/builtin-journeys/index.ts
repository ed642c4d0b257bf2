import type { BuiltinJourney } from '../types';
import { brandIdentityJourney } from './brand-identity';
import { coachingJourney } from './coaching';
import { contentCreationJourney } from './content-creation';
import { freelanceWritingJourney } from './freelance-writing';
import { legalJourney } from './legal';
import { marketingJourney } from './marketing';
import { photographyJourney } from './photography';
import { realEstateJourney } from './real-estate';
import { webDesignJourney } from './web-design';
import { weddingJourney } from './wedding';

/** Fixed creation timestamp of every built-in journey and its stages. */
export const BUILTIN_CREATED_AT = '2024-01-01T00:00:00.000Z';

/** Stage id of a built-in journey; `index` is the 1-based step order. */
export function builtinStepId(slug: string, index: number): string {
  return `builtin-${slug}-step-${index}`;
}

/** The ten built-in journeys, in display order (docs/product.md#built-in-journeys). */
export const BUILTIN_JOURNEYS: BuiltinJourney[] = [
  webDesignJourney,
  realEstateJourney,
  legalJourney,
  weddingJourney,
  freelanceWritingJourney,
  marketingJourney,
  brandIdentityJourney,
  coachingJourney,
  photographyJourney,
  contentCreationJourney,
];
