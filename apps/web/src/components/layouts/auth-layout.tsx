import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Card } from '../ui/card';
import { Logo } from '../ui/logo';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** A line under the card, e.g. "Already have an account? Sign in". */
  footer?: ReactNode;
}

/** A centred card on a soft slate background with the logo on top. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col items-center bg-slate-50 px-4 py-10 sm:justify-center sm:py-16">
      <Link to="/" className="mb-8 rounded-lg">
        <Logo size="lg" />
      </Link>
      <main className="w-full max-w-md">
        <Card className="p-6 shadow-sm sm:p-8">
          <h1 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">{title}</h1>
          {description ? <p className="mt-1.5 text-sm text-slate-600">{description}</p> : null}
          <div className="mt-6">{children}</div>
        </Card>
        {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
      </main>
    </div>
  );
}

/** A link styled for auth footers and forms: teal-700 passes AA on white and slate-50. */
export function AuthLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="rounded-sm font-medium text-primary-700 underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}
