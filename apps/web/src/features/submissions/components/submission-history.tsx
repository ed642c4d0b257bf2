import { SUBMISSION_MESSAGES, type SubmissionEventDto, submissionEventLine } from '@bloom/core';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../answer-format';

/** What happened to the submission, oldest first, as the API orders it. */
export function SubmissionHistory({ history }: { history: SubmissionEventDto[] }) {
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">{SUBMISSION_MESSAGES.history}</h2>
      {history.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Nothing recorded yet.</p>
      ) : (
        <ol className="mt-4 space-y-4 border-l border-slate-200 pl-4">
          {history.map((e, i) => (
            <li key={i} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[21.5px] size-2.5 rounded-full bg-white ring-2 ring-slate-400"
              />
              <p className="text-sm font-medium text-slate-900">{submissionEventLine(e)}</p>
              <p className="text-xs text-slate-600">
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              </p>
              {e.comment ? (
                <blockquote className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-800">
                  {e.comment}
                </blockquote>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
