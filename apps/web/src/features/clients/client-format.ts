const mediumDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Jan 5, 2026' */
export const formatDate = (iso: string) => mediumDate.format(new Date(iso));

/** The message of an API error for a toast, else the fallback. */
export const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
