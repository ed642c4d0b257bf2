import { BUILTIN_VARIABLE_LABELS, BUILTIN_VARIABLES, isBuiltinVariable, isVariableName } from '@bloom/core';
import { Braces, ChevronDown } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { AGREEMENTS_UI as M } from '../agreements-messages';

/** Why a new variable's name is refused, or null. */
export function variableNameProblem(name: string): string | null {
  if (!isVariableName(name))
    return 'Use lowercase letters, digits and underscores, starting with a letter, like start_date.';
  if (isBuiltinVariable(name)) return 'That one is built in: pick it from the menu.';
  return null;
}

/**
 * "Insert variable": the five built-in ones (filled by the server), the custom ones already in
 * the text, and "Custom variable...", which asks for a name in place (`onNewVariable`).
 * `onInsert` puts {{name}} where the cursor was; `onClosed` gives the focus back to the text.
 */
export function VariableMenu({
  custom,
  disabled,
  onInsert,
  onNewVariable,
  onClosed,
}: {
  custom: string[];
  disabled?: boolean;
  onInsert: (name: string) => void;
  onNewVariable: () => void;
  onClosed: () => void;
}) {
  const naming = useRef(false);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button variant="secondary" size="sm">
          <Braces aria-hidden="true" className="size-3.5" />
          {M.insertVariable}
          <ChevronDown aria-hidden="true" className="size-3.5" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="max-h-80 overflow-y-auto"
        onCloseAutoFocus={(event) => {
          // The name field takes the focus itself; otherwise it goes back to the text.
          event.preventDefault();
          if (naming.current) naming.current = false;
          else onClosed();
        }}
      >
        <DropdownMenuLabel>{M.builtinVariables}</DropdownMenuLabel>
        {BUILTIN_VARIABLES.map((v) => (
          <DropdownMenuItem key={v} onSelect={() => onInsert(v)} className="justify-between gap-4">
            <span>{BUILTIN_VARIABLE_LABELS[v]}</span>
            <code className="text-xs text-slate-500">{`{{${v}}}`}</code>
          </DropdownMenuItem>
        ))}
        {custom.length ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{M.perClientVariables}</DropdownMenuLabel>
            {custom.map((v) => (
              <DropdownMenuItem key={v} onSelect={() => onInsert(v)}>
                <code className="text-xs text-slate-700">{`{{${v}}}`}</code>
              </DropdownMenuItem>
            ))}
          </>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => {
            naming.current = true;
            onNewVariable();
          }}
        >
          {M.customVariable}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The new variable's name, asked in place under the toolbar: Enter inserts it, Escape gives up. */
export function NewVariableField({ onInsert, onCancel }: { onInsert: (name: string) => void; onCancel: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const clean = name.trim();
    const problem = variableNameProblem(clean);
    if (problem) setError(problem);
    else onInsert(clean);
  };
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <FormField label={M.newVariableLabel} hint={M.customVariablePrompt} error={error ?? undefined}>
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              {...control}
              autoFocus
              value={name}
              maxLength={64}
              placeholder="start_date"
              autoComplete="off"
              spellCheck={false}
              className="sm:flex-1"
              onChange={(event) => {
                setName(event.target.value.toLowerCase().replace(/\s+/g, '_'));
                setError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                } else if (event.key === 'Escape') {
                  event.preventDefault();
                  onCancel();
                }
              }}
            />
            <div className="flex gap-2">
              <Button size="sm" className="h-10" onClick={add}>
                Insert
              </Button>
              <Button size="sm" variant="ghost" className="h-10" onClick={onCancel}>
                Cancel
              </Button>
            </div>
          </div>
        )}
      </FormField>
    </div>
  );
}
