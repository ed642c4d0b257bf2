import { formatDueDate } from '../journeys/due-dates';

/**
 * The due-date reminder's words: which stage is due and when, relative to the day it goes
 * ("is due tomorrow", "was due 2 days ago"), with the date itself, and the portal link. Plain
 * text; the renderer escapes it for HTML.
 */
export interface DueReminderStage {
  name: string;
  /** 'YYYY-MM-DD' on the client's clock. */
  dueOn: string;
  /** Days from the due date to today: -2 is two days before it, 1 the day after. */
  offset: number;
}

export interface DueReminderEmailInput {
  clientName: string;
  projectName: string;
  workspaceName: string;
  /** Today on the client's clock ('YYYY-MM-DD'): a date of this year is written without the year. */
  today: string;
  /** At least one, in journey order; several stages reminded the same day go in one email (by date). */
  stages: readonly DueReminderStage[];
}

export interface DueReminderEmailCopy {
  subject: string;
  heading: string;
  paragraphs: string[];
  actionLabel: string;
}

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** "is due in 2 days", "is due tomorrow", "is due today", "was due yesterday", "was due 2 days ago". */
export function dueWhen(offset: number): string {
  if (offset === 0) return 'is due today';
  if (offset === -1) return 'is due tomorrow';
  if (offset === 1) return 'was due yesterday';
  return offset < 0 ? `is due in ${days(-offset)}` : `was due ${days(offset)} ago`;
}

export function dueReminderEmailCopy(input: DueReminderEmailInput): DueReminderEmailCopy {
  const stages = [...input.stages].sort((a, b) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0));
  const [first, ...rest] = stages;
  if (!first) throw new Error('A due-date reminder needs a stage');
  const greeting = `Hi ${input.clientName},`;
  const signOff = `Thank you,\n${input.workspaceName}`;
  const actionLabel = 'Open your portal';
  const date = (s: DueReminderStage) => formatDueDate(s.dueOn, input.today);
  if (rest.length === 0) {
    const late = first.offset > 0;
    return {
      subject: `“${first.name}” ${dueWhen(first.offset)}`,
      heading: `${first.name} ${dueWhen(first.offset)}`,
      paragraphs: [
        greeting,
        `A quick reminder: “${first.name}” in your portal for ${input.projectName} ${dueWhen(first.offset)} (${date(first)}).`,
        late ? 'It is not too late: you can still complete it in your portal.' : 'You can complete it in your portal.',
        signOff,
      ],
      actionLabel,
    };
  }
  const count = stages.length;
  return {
    subject: `Reminder: ${count} stages need your attention`,
    heading: `${count} stages need your attention`,
    paragraphs: [
      greeting,
      `A quick reminder about these stages in your portal for ${input.projectName}:`,
      stages.map((s) => `• ${s.name} ${dueWhen(s.offset)} (${date(s)})`).join('\n'),
      signOff,
    ],
    actionLabel,
  };
}
