import { type FormEventHandler, type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card';

/** A section of the payments settings: its title and description, its content, and a footer (Save). */
export function FormCard({
  title,
  description,
  aside,
  children,
  footer,
  onSubmit,
}: {
  title: string;
  description?: ReactNode;
  /** Beside the title (a status badge). */
  aside?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Makes the card a form. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
}) {
  const headingId = useId();
  const body = (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3 px-5 pt-5 sm:px-6 sm:pt-6">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          {description ? <p className="text-sm text-slate-600">{description}</p> : null}
        </div>
        {aside}
      </div>
      <div className="space-y-5 px-5 py-5 sm:px-6">{children}</div>
      {footer ? (
        <div className="flex flex-col-reverse gap-3 rounded-b-xl border-t border-slate-100 bg-slate-50/60 px-5 py-4 sm:flex-row sm:items-center sm:justify-end sm:px-6">
          {footer}
        </div>
      ) : null}
    </>
  );
  return (
    <Card>
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit} aria-labelledby={headingId}>
          {body}
        </form>
      ) : (
        <section aria-labelledby={headingId}>{body}</section>
      )}
    </Card>
  );
}
