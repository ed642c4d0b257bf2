import { INVITATION_VARIABLES, type InvitationVariable } from '@bloom/core';
import { Plus } from 'lucide-react';

/** What each variable becomes in the email. */
export const VARIABLE_HINTS: Record<InvitationVariable, string> = {
  client_name: "The client's name",
  project_name: 'The project name',
  link: "The client's portal link (required in the message)",
  workspace_name: 'Your workspace name',
};

interface VariableChipsProps {
  /** Where a click puts the variable, for the screen reader ('the message'). */
  target: string;
  onInsert: (token: string) => void;
  disabled?: boolean;
}

/**
 * The template's variables as buttons: a click puts `{{name}}` at the caret of the field last
 * focused. Each says what it stands for in its title (also its accessible description).
 */
export function VariableChips({ target, onInsert, disabled }: VariableChipsProps) {
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-800">
        Insert a variable <span className="font-normal text-slate-500">into the {target}</span>
      </p>
      <ul aria-label="Template variables" className="flex flex-wrap gap-2">
        {INVITATION_VARIABLES.map((name) => {
          const token = `{{${name}}}`;
          return (
            <li key={name}>
              <button
                type="button"
                disabled={disabled}
                title={VARIABLE_HINTS[name]}
                aria-label={`Insert ${token}`}
                // Keeps the caret (and the focus) in the field while the pointer clicks.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onInsert(token)}
                className="inline-flex cursor-pointer items-center gap-1 rounded-full border border-slate-300 bg-white px-2.5 py-1 font-mono text-xs text-slate-700 shadow-xs transition-colors duration-150 hover:border-primary-300 hover:bg-primary-50 hover:text-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 disabled:cursor-not-allowed disabled:opacity-60"
              >
                <Plus aria-hidden="true" className="size-3" />
                {token}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
