/** '10:00' from an hour of the day. */
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/**
 * The reminder rules in plain words for the settings page (core's reminder-schedule.ts is what
 * applies them): when in the day, how often, and when they stop.
 */
export function reminderRules(
  intervalDays: number,
  { hour, quiet }: { hour: number; quiet: { from: number; until: number } },
): string[] {
  const days = intervalDays === 1 ? 'day' : `${intervalDays} days`;
  return [
    `At ${clock(hour)} in the client's time zone (yours until their portal tells us theirs), never between ${clock(quiet.from)} and ${clock(quiet.until)}, and at most one a day.`,
    `Every ${days} while a step waits on the client. A client who used their portal in the last ${days} is not reminded.`,
    'Never after the journey is complete, once the client is archived, or once they unsubscribed.',
  ];
}
