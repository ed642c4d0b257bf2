/**
 * The reminder email's words (issue 20): it names what waits on the client, says when a stage
 * came back for changes, and links to the portal. Plain text; the renderer escapes it for HTML.
 */
export interface ReminderStage {
  name: string;
  /** The owner sent the answer back for changes. */
  sentBack: boolean;
}

export interface ReminderEmailInput {
  clientName: string;
  projectName: string;
  workspaceName: string;
  /** In journey order; at least one (no reminder goes when nothing waits). */
  stages: readonly ReminderStage[];
}

export interface ReminderEmailCopy {
  subject: string;
  heading: string;
  paragraphs: string[];
  actionLabel: string;
}

const quoted = (s: ReminderStage) => `“${s.name}”`;
const line = (s: ReminderStage) => `• ${s.name}${s.sentBack ? ' (sent back for changes)' : ''}`;

export function reminderEmailCopy(input: ReminderEmailInput): ReminderEmailCopy {
  const [first, ...rest] = input.stages;
  if (!first) throw new Error('A reminder needs a stage that waits');
  const greeting = `Hi ${input.clientName},`;
  const signOff = `Thank you,\n${input.workspaceName}`;
  const actionLabel = 'Open your portal';
  if (rest.length === 0) {
    return first.sentBack
      ? {
          subject: `Reminder: ${first.name} needs a few changes`,
          heading: `${first.name} needs a few changes`,
          paragraphs: [
            greeting,
            `${quoted(first)} in your portal for ${input.projectName} was sent back for changes. The comments say what to change.`,
            signOff,
          ],
          actionLabel,
        }
      : {
          subject: `Reminder: ${first.name} is waiting for you`,
          heading: `${first.name} is waiting for you`,
          paragraphs: [
            greeting,
            `A quick reminder: ${quoted(first)} is waiting for you in your portal for ${input.projectName}.`,
            signOff,
          ],
          actionLabel,
        };
  }
  const count = input.stages.length;
  return {
    subject: `Reminder: ${count} stages are waiting for you`,
    heading: `${count} stages are waiting for you`,
    paragraphs: [
      greeting,
      `A quick reminder: these stages are waiting for you in your portal for ${input.projectName}:`,
      input.stages.map(line).join('\n'),
      signOff,
    ],
    actionLabel,
  };
}
