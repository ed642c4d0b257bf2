import { type CustomDomainDto, DOMAIN_TIMINGS, type DomainState } from '@bloom/core';

/** The state badge's tone: pending amber, verified teal, failing red. */
export const STATE_TONES = { pending: 'amber', verified: 'teal', failing: 'red' } as const satisfies Record<
  DomainState,
  string
>;

/**
 * One or two sentences under the domain saying where things stand and what happens next, from the
 * custom domain's state, its dates and `now`; `date` formats a date for the owner.
 */
export function domainStatusText(custom: CustomDomainDto, now: Date, date: (iso: string) => string): string {
  const defaultLinks = 'Portal links use the default address';
  switch (custom.state) {
    case 'pending': {
      const until = custom.autoChecksUntil;
      if (until && Date.parse(until) > now.getTime()) {
        return `Create the two records below at your DNS provider. We check every ${DOMAIN_TIMINGS.pendingEveryMinutes} minutes until ${date(until)}; DNS changes can take a while to show. ${defaultLinks} until then.`;
      }
      return `We stopped checking automatically ${DOMAIN_TIMINGS.pendingForHours} hours after you added it. Once both records are in place, use Check now. ${defaultLinks} until then.`;
    }
    case 'verified':
      return `Connected. Portal links and emails use ${custom.host}; we check the records every hour.`;
    case 'failing': {
      const since = custom.firstFailingAt ? ` since ${date(custom.firstFailingAt)}` : '';
      if (custom.live && custom.fallbackAt) {
        return `The records stopped checking out${since}. Portal links keep using this domain until ${date(custom.fallbackAt)}, then go back to the default address.`;
      }
      return `The records stopped checking out${since}, so portal links went back to the default address. Fix the records and check again.`;
    }
  }
}
