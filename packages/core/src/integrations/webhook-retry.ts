/**
 * Webhook retries (issues 22 and 31): the server's schedule, its rules for turning an endpoint
 * off, and every sentence the owner reads about them come from these constants, so the settings
 * page, the log and the emails cannot disagree with what the worker does.
 */

/** The wait before each next try after 1, 2, … failures, in seconds: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;

/** How many tries a delivery gets in all: the first, then one per delay. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;

/** The retries of one delivery span about this many hours (the delays added up, rounded). */
export const WEBHOOK_RETRY_HOURS = Math.round(WEBHOOK_RETRY_DELAYS_SECONDS.reduce((sum, s) => sum + s, 0) / 3600);

/**
 * An endpoint failing this many days without one success is turned off: a backstop, since a
 * failing delivery runs out of tries after about WEBHOOK_RETRY_HOURS first.
 */
export const WEBHOOK_FAILING_DAYS_LIMIT = 5;

/** What happens to a failed delivery, as the settings page says it (banner and footer alike). */
export const WEBHOOK_RETRY_RULE = `A failed delivery is tried again ${WEBHOOK_RETRY_DELAYS_SECONDS.length} times over about ${WEBHOOK_RETRY_HOURS} hours. If every try fails, or the endpoint answers 410 Gone, the endpoint is turned off and you get an email.`;
