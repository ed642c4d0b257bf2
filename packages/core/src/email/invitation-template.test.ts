import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INVITATION_BODY,
  DEFAULT_INVITATION_SUBJECT,
  fillTemplate,
  INVITATION_VARIABLES,
  type InvitationValues,
  TEMPLATE_MESSAGES,
  templateProblem,
  templateVariables,
} from './invitation-template';

const values: InvitationValues = {
  client_name: 'Jo Client',
  project_name: 'Website redesign',
  link: 'https://app.example.com/c/abc',
  workspace_name: 'Studio',
};

describe('templateVariables', () => {
  it('lists each variable once, in order, spaces inside the braces ignored', () => {
    expect(templateVariables('{{ link }} {{client_name}} {{link}}{{  workspace_name}}')).toEqual([
      'link',
      'client_name',
      'workspace_name',
    ]);
  });
});

describe('templateProblem', () => {
  it('accepts the defaults and every known variable, with or without spaces', () => {
    expect(templateProblem(DEFAULT_INVITATION_SUBJECT, 'subject')).toBeNull();
    expect(templateProblem(DEFAULT_INVITATION_BODY, 'body')).toBeNull();
    expect(templateProblem('Hi {{ client_name }}: {{  link  }}', 'body')).toBeNull();
    for (const v of INVITATION_VARIABLES) expect(templateProblem(`{{${v}}}`, 'subject')).toBeNull();
  });

  it('names an unknown variable, and lists the ones there are', () => {
    const message = templateProblem('Hi {{first_name}}, {{link}}', 'body');
    expect(message).toBe(TEMPLATE_MESSAGES.unknownVariable('first_name'));
    expect(message).toContain('{{first_name}}');
    expect(message).toContain('{{client_name}}, {{project_name}}, {{link}}, {{workspace_name}}');
    expect(templateProblem('About {{ Project_Name }}', 'subject')).toBe(
      TEMPLATE_MESSAGES.unknownVariable('Project_Name'),
    );
    expect(templateProblem('Empty {{}} braces {{link}}', 'body')).toBe(TEMPLATE_MESSAGES.unknownVariable(''));
  });

  it('names the first unknown variable before a missing link', () => {
    expect(templateProblem('{{oops}} and no link', 'body')).toBe(TEMPLATE_MESSAGES.unknownVariable('oops'));
  });

  it('refuses a body without {{link}}, but not a subject', () => {
    expect(templateProblem('Hi {{client_name}}, see you soon', 'body')).toBe(TEMPLATE_MESSAGES.linkMissing);
    expect(templateProblem('Plain text, https://example.com', 'body')).toBe(TEMPLATE_MESSAGES.linkMissing);
    expect(TEMPLATE_MESSAGES.linkMissing).toContain('{{link}}');
    expect(templateProblem('Your portal', 'subject')).toBeNull();
  });
});

describe('fillTemplate', () => {
  it('replaces every variable, spaced or not, each time it appears', () => {
    expect(
      fillTemplate('{{client_name}} / {{ project_name }} / {{link}} / {{workspace_name}} / {{link}}', values),
    ).toBe('Jo Client / Website redesign / https://app.example.com/c/abc / Studio / https://app.example.com/c/abc');
  });

  it('fills the defaults completely', () => {
    const body = fillTemplate(DEFAULT_INVITATION_BODY, values);
    expect(body).not.toMatch(/\{\{|\}\}/);
    expect(body).toContain('Hi Jo Client,');
    expect(body).toContain('Open your portal: https://app.example.com/c/abc');
    expect(fillTemplate(DEFAULT_INVITATION_SUBJECT, values)).toBe('Studio: your client portal for Website redesign');
  });

  it('does not expand a value that itself looks like a variable', () => {
    const tricky = { ...values, client_name: '{{link}}', project_name: '{{ workspace_name }}' };
    expect(fillTemplate('Hi {{client_name}} about {{project_name}}', tricky)).toBe(
      'Hi {{link}} about {{ workspace_name }}',
    );
  });

  it('keeps values as text (no HTML escaping here; the renderer does it) and $ patterns literal', () => {
    const raw = { ...values, client_name: '<b>Jo</b> & "Co"', project_name: "$& $1 $' $$" };
    expect(fillTemplate('{{client_name}}: {{project_name}}', raw)).toBe('<b>Jo</b> & "Co": $& $1 $\' $$');
  });

  it('leaves an unknown variable as written', () => {
    expect(fillTemplate('Hi {{nickname}}', values)).toBe('Hi {{nickname}}');
  });
});
