import type { MailMessage } from '../../platform/mail/mailer';
import { type EmailList, type EmailWorkspace, renderEmail, workspaceBrand } from '../email';
import { NOTIFICATION_COPY } from './notification-copy';
import { appLink } from './owner-notification-email';
import type { SummaryList, WeekActivity } from './summary-activity';
import type { SummaryWeek } from './summary-week';

const C = NOTIFICATION_COPY.summary;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface WeeklySummaryEmail {
  /** The owner's account email. */
  to: string;
  workspace: EmailWorkspace;
  timeZone: string;
  week: SummaryWeek;
  activity: WeekActivity;
  now: Date;
}

/** A section of the summary: its heading, a linked line per item, and '…and N more' to the whole list. */
function section<T>(heading: string, list: SummaryList<T>, line: (item: T) => [string, string], more: string) {
  const rest = list.total - list.items.length;
  return {
    heading,
    items: list.items.map((item) => {
      const [label, url] = line(item);
      return { label, url };
    }),
    ...(rest > 0 ? { more: { label: C.more(rest), url: more } } : {}),
  };
}

/** The owner's Monday email: the week's submissions, testimonials and finished clients, and who is waiting. */
export function weeklySummaryEmail(email: WeeklySummaryEmail, origin: string): MailMessage {
  const { activity: a, week, timeZone } = email;
  const link = (path: string) => appLink(origin, path);
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' });
  const counts = [
    a.submissions.total > 0 ? C.submissions(a.submissions.total) : null,
    a.testimonials.total > 0 ? C.testimonials(a.testimonials.total) : null,
    a.finished.total > 0 ? C.finished(a.finished.total) : null,
  ].filter((c): c is string => c !== null);
  const subject = C.subject(counts.join(', '));

  const lists: EmailList[] = [];
  if (a.submissions.total > 0) {
    lists.push(
      section(
        `${C.submissionsTitle} (${a.submissions.total})`,
        a.submissions,
        (s) => [C.submissionLine(s.clientName, s.stageName), link(`/submissions/${s.id}`)],
        link('/submissions'),
      ),
    );
  }
  if (a.testimonials.total > 0) {
    lists.push(
      section(
        `${C.testimonialsTitle} (${a.testimonials.total})`,
        a.testimonials,
        (t) => [C.testimonialLine(t.clientName, t.rating), link(`/testimonials/${t.id}`)],
        link('/testimonials'),
      ),
    );
  }
  if (a.finished.total > 0) {
    lists.push(
      section(
        `${C.finishedTitle} (${a.finished.total})`,
        a.finished,
        (c) => [C.finishedLine(c.clientName, c.projectName), link(`/clients/${c.id}`)],
        link('/clients'),
      ),
    );
  }
  if (a.waiting.length > 0) {
    const waiting = { total: a.waiting.length, items: a.waiting };
    lists.push(
      section(
        C.waitingTitle,
        waiting,
        (c) => {
          const days = Math.max(0, Math.floor((email.now.getTime() - c.since.getTime()) / DAY_MS));
          return [C.waitingLine(c.clientName, c.stageName, days), link(`/clients/${c.id}`)];
        },
        link('/clients'),
      ),
    );
  }

  const { html, text } = renderEmail({
    brand: workspaceBrand(email.workspace, origin),
    preheader: counts.join(', '),
    heading: C.heading,
    paragraphs: [C.intro(day.format(week.start), day.format(week.end))],
    lists,
    action: { label: C.action, url: link('/dashboard') },
    footer: [C.footer(link('/settings/notifications'))],
  });
  return { to: email.to, subject, text, html };
}
