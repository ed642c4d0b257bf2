import { Suspense, useId, useState } from 'react';
import { RichTextEditor } from '../../../components/rich-text';
import { Checkbox } from '../../../components/ui/checkbox';
import { Skeleton } from '../../../components/ui/skeleton';
import { useJourneyIntro } from '../api/get-journey-options';
import { editWelcome, type WelcomeState } from '../client-form';

interface WelcomeMessageFieldProps {
  journeyId: string;
  value: WelcomeState;
  onChange: (next: WelcomeState) => void;
  disabled?: boolean;
}

/**
 * 'Customise welcome message': off, the client sees the journey's message; on, an editor that
 * shows the selected journey's message and follows it until the owner edits the text.
 */
export function WelcomeMessageField({ journeyId, value, onChange, disabled }: WelcomeMessageFieldProps) {
  const ids = { label: useId(), hint: useId() };
  const following = value.customise && !value.edited;
  const intro = useJourneyIntro(following && journeyId ? journeyId : null);
  const waiting = following && Boolean(journeyId) && intro.isPending;
  // While it follows, a new journey (or its message arriving) starts the editor afresh with that
  // text; the first edit keeps the same editor (and the cursor).
  const followSource = following ? `${journeyId}:${intro.data !== undefined}` : null;
  const [editorKey, setEditorKey] = useState(followSource ?? 'own');
  if (followSource !== null && followSource !== editorKey) setEditorKey(followSource);
  const initialHtml = following ? (intro.data ?? '') : value.html;

  return (
    <div className="space-y-3">
      <Checkbox
        label="Customise welcome message"
        checked={value.customise}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, customise: event.target.checked })}
      />
      {value.customise ? (
        <div className="space-y-1.5">
          <p id={ids.label} className="text-sm font-medium text-slate-800">
            Welcome message
          </p>
          <p id={ids.hint} className="text-xs text-slate-500">
            {value.edited
              ? "This client sees your text instead of the journey's welcome message."
              : "Starts from the selected journey's message; edit it to make it this client's own."}
          </p>
          {waiting ? (
            <Skeleton className="h-48 rounded-lg" />
          ) : (
            <Suspense fallback={<Skeleton className="h-48 rounded-lg" />}>
              <RichTextEditor
                key={editorKey}
                initialHtml={initialHtml}
                editable={!disabled}
                labelledBy={ids.label}
                describedBy={ids.hint}
                onChange={(html) => onChange(editWelcome({ ...value, html: initialHtml }, html))}
              />
            </Suspense>
          )}
        </div>
      ) : null}
    </div>
  );
}
