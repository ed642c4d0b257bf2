import { AGREEMENT_MESSAGES as M } from './agreement-messages';
import type { StageAgreementConfig } from './agreement-types';

/**
 * Agreement template text, zod-free (the editor's preview and the server's PDF renderer read it
 * alike). Plain text: `# ` starts a heading, `## ` a subheading, `- ` a bullet, a blank line ends
 * a paragraph. `{{snake_case}}` is a variable: the five built-in ones are filled by the server,
 * any other is a custom one the owner fills per client when sending.
 */

export const BUILTIN_VARIABLES = ['client_name', 'project_name', 'contact_name', 'workspace_name', 'date'] as const;
export type BuiltinVariable = (typeof BUILTIN_VARIABLES)[number];

export const BUILTIN_VARIABLE_LABELS: Record<BuiltinVariable, string> = {
  client_name: 'The client’s name',
  project_name: 'The project’s name',
  contact_name: 'The signing contacts’ names',
  workspace_name: 'Your business name',
  date: 'The date it is sent',
};

const NAME = /^[a-z][a-z0-9_]{0,63}$/;
/** A well-formed variable, spaces inside the braces allowed: {{ fee }}. */
const VARIABLE = /\{\{\s*([a-z][a-z0-9_]{0,63})\s*\}\}/g;
/** Anything in double braces, well-formed or not. */
const ANY_BRACES = /\{\{([^{}]*)\}\}/g;

export const isVariableName = (name: string) => NAME.test(name);
export const isBuiltinVariable = (name: string): name is BuiltinVariable =>
  (BUILTIN_VARIABLES as readonly string[]).includes(name);

/** The custom variables of a text, in order of first appearance, each once. */
export function agreementVariables(body: string): string[] {
  const seen = new Set<string>();
  for (const match of body.matchAll(VARIABLE)) {
    const name = match[1] as string;
    if (!isBuiltinVariable(name)) seen.add(name);
  }
  return [...seen];
}

/** `{{…}}` tokens that are not variables ({{Fee}}, {{start date}}): the editor points them out. */
export function malformedVariables(body: string): string[] {
  const bad = new Set<string>();
  for (const match of body.matchAll(ANY_BRACES)) {
    if (!isVariableName((match[1] as string).trim())) bad.add(match[0]);
  }
  return [...bad];
}

/** The custom variables still without a value (blank counts as none): sending needs them all. */
export function missingVariables(body: string, values: Readonly<Record<string, string>>): string[] {
  return agreementVariables(body).filter((name) => !Object.hasOwn(values, name) || !values[name]?.trim());
}

/** 'Ann', 'Ann and Bob', 'Ann, Bob and Cy'. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export interface BuiltinValuesInput {
  clientName: string;
  projectName: string;
  /** Every contact asked to sign. */
  contactNames: readonly string[];
  workspaceName: string;
  /** Already formatted in the workspace's zone and style, e.g. 'March 3, 2025'. */
  date: string;
}

export const builtinValues = (input: BuiltinValuesInput): Record<BuiltinVariable, string> => ({
  client_name: input.clientName,
  project_name: input.projectName,
  contact_name: joinNames(input.contactNames),
  workspace_name: input.workspaceName,
  date: input.date,
});

/**
 * Every variable with a value replaced by it; any other left as written. Values are inserted as
 * they are (a value's own `{{…}}` is not filled again).
 */
export function fillAgreement(body: string, values: Readonly<Record<string, string>>): string {
  return body.replace(VARIABLE, (token, name: string) =>
    Object.hasOwn(values, name) ? (values[name] as string) : token,
  );
}

export type AgreementBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'subheading'; text: string }
  /** Lines of one paragraph keep their breaks ('\n'): addresses, signature lines. */
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullet'; text: string };

/**
 * The text as blocks, in order. A line right after a bullet that is not itself a bullet, heading
 * or blank continues that bullet. Leading and trailing spaces of lines are dropped.
 */
export function parseAgreementText(body: string): AgreementBlock[] {
  const blocks: AgreementBlock[] = [];
  let open: AgreementBlock | null = null;
  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      open = null;
      continue;
    }
    if (line.startsWith('## ')) {
      blocks.push({ kind: 'subheading', text: line.slice(3).trim() });
      open = null;
    } else if (line.startsWith('# ')) {
      blocks.push({ kind: 'heading', text: line.slice(2).trim() });
      open = null;
    } else if (line.startsWith('- ')) {
      open = { kind: 'bullet', text: line.slice(2).trim() };
      blocks.push(open);
    } else if (open?.kind === 'bullet') {
      open.text += ` ${line}`;
    } else if (open?.kind === 'paragraph') {
      open.text += `\n${line}`;
    } else {
      open = { kind: 'paragraph', text: line };
      blocks.push(open);
    }
  }
  return blocks;
}

/** Why a stage's agreement cannot be sent as it is, or null. */
export function agreementConfigProblem(config: StageAgreementConfig | null | undefined): string | null {
  if (!config) return M.notConfigured;
  if (!config.title.trim()) return M.titleRequired;
  if (config.source === 'pdf') return config.documentId ? null : M.documentRequired;
  if (!config.body.trim()) return M.bodyRequired;
  const bad = malformedVariables(config.body)[0];
  return bad ? M.malformedVariable(bad) : null;
}
