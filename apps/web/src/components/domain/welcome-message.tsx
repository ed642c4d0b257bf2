import type { ReactNode } from 'react';
import { richTextClasses } from '../rich-text/rich-text-classes';

/** A journey's or a client's welcome message as the portal shows it, or what to say when there is none. */
export function WelcomeMessage({ html, empty }: { html: string | null | undefined; empty: ReactNode }) {
  return html ? (
    // Sanitised on the server when it was saved: welcome HTML is only ever rendered in that form.
    <div className={richTextClasses} dangerouslySetInnerHTML={{ __html: html }} />
  ) : (
    <p className="text-sm text-slate-500">{empty}</p>
  );
}
