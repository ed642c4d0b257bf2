import { ArrowLeft } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { SETUP_MESSAGES } from '../setup-messages';

interface StepFrameProps {
  title: string;
  description?: ReactNode;
  /** An icon or picture above the title (the welcome and done steps). */
  hero?: ReactNode;
  children?: ReactNode;
  /** 'Back' on the left (steps 2 to 5). */
  onBack?: () => void;
  backDisabled?: boolean;
  /** The step's buttons on the right. */
  actions: ReactNode;
  /** The step as a form: Enter submits its main button. */
  onSubmit?: () => void;
  centered?: boolean;
}

/**
 * One step's card: its heading (focused when the step opens, so a screen reader announces the new
 * step), its content, and the footer with Back and the step's actions.
 */
export function StepFrame({
  title,
  description,
  hero,
  children,
  onBack,
  backDisabled,
  actions,
  onSubmit,
  centered = false,
}: StepFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: 'instant' });
  }, []);

  const body = (
    <>
      <div className={centered ? 'px-5 py-8 text-center sm:px-10 sm:py-12' : 'p-5 sm:p-8'}>
        {hero}
        <h1
          ref={heading}
          id="setup-step-title"
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight text-slate-900 outline-none sm:text-2xl"
        >
          {title}
        </h1>
        {description ? (
          <p
            className={centered ? 'mx-auto mt-2 max-w-md text-slate-600' : 'mt-1.5 text-sm text-slate-600 sm:text-base'}
          >
            {description}
          </p>
        ) : null}
        {children ? <div className={centered ? 'mt-8' : 'mt-6 sm:mt-8'}>{children}</div> : null}
      </div>
      <div
        className={cn(
          'flex flex-col-reverse gap-3 rounded-b-xl border-t border-slate-200 bg-slate-50/70 px-5 py-4 sm:flex-row sm:items-center sm:px-8',
          // A centred step without Back (welcome, done) centres its actions too.
          centered && !onBack ? 'sm:justify-center' : 'sm:justify-between',
        )}
      >
        {onBack ? (
          <Button variant="ghost" onClick={onBack} disabled={backDisabled} className="sm:-ml-3">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {SETUP_MESSAGES.back}
          </Button>
        ) : centered ? null : (
          <span className="hidden sm:block" />
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center [&>*]:w-full sm:[&>*]:w-auto">
          {actions}
        </div>
      </div>
    </>
  );

  return (
    <Card className="shadow-sm">
      {onSubmit ? (
        <form
          noValidate
          aria-labelledby="setup-step-title"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {body}
        </form>
      ) : (
        body
      )}
    </Card>
  );
}
