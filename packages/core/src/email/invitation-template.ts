/**
 * The invitation email's template (issue 20, /settings/email): a subject and a body of plain text
 * with {{variables}}. Values are filled in as text; the renderer escapes them for the HTML part.
 */
export const INVITATION_VARIABLES = ['client_name', 'project_name', 'link', 'workspace_name'] as const;
export type InvitationVariable = (typeof INVITATION_VARIABLES)[number];
export type InvitationValues = Record<InvitationVariable, string>;

export const DEFAULT_INVITATION_SUBJECT = '{{workspace_name}}: your client portal for {{project_name}}';
export const DEFAULT_INVITATION_BODY = `Hi {{client_name}},

Your client portal for {{project_name}} is ready. Everything I need from you, and everything I share with you, is in one place. There is no account or password to remember.

Open your portal: {{link}}

Looking forward to working with you,
{{workspace_name}}`;

export const INVITATION_SUBJECT_MAX = 200;
export const INVITATION_BODY_MAX = 5000;

/** What the preview and 'Send test email' fill in. */
export const SAMPLE_INVITATION_VALUES: Omit<InvitationValues, 'workspace_name'> = {
  client_name: 'Jordan Lee',
  project_name: 'Website redesign',
  link: 'https://example.com/c/sample-portal-link',
};

// {{ name }} with optional spaces; anything between double braces counts as a variable.
const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

const LIST = INVITATION_VARIABLES.map((v) => `{{${v}}}`).join(', ');

export const TEMPLATE_MESSAGES = {
  subjectRequired: 'Subject is required',
  subjectTooLong: `Subject must be at most ${INVITATION_SUBJECT_MAX} characters`,
  bodyRequired: 'Message is required',
  bodyTooLong: `Message must be at most ${INVITATION_BODY_MAX} characters`,
  unknownVariable: (name: string) => `Unknown variable {{${name}}}. You can use ${LIST}.`,
  linkMissing: "The message must include {{link}}: it is the client's portal link.",
} as const;

/** The variables a template names, in order, each once. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(VARIABLE)].map((m) => m[1] ?? ''))];
}

/** The first problem of a template part, or null. The body must carry {{link}}. */
export function templateProblem(template: string, part: 'subject' | 'body'): string | null {
  for (const name of templateVariables(template)) {
    if (!(INVITATION_VARIABLES as readonly string[]).includes(name)) return TEMPLATE_MESSAGES.unknownVariable(name);
  }
  if (part === 'body' && !templateVariables(template).includes('link')) return TEMPLATE_MESSAGES.linkMissing;
  return null;
}

/** The template with each variable replaced by its value (as text). */
export function fillTemplate(template: string, values: InvitationValues): string {
  return template.replace(VARIABLE, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as InvitationVariable] : whole,
  );
}
