import {
  type InvitationValues,
  inkOnWhite,
  normalizeHex,
  PRODUCT_NAME,
  readableTextOn,
  shadeOnWhite,
} from '@bloom/core';
import { useEffect, useState } from 'react';
import { previewParagraphs, previewSubject } from '../lib/invitation-preview';

interface InvitationPreviewProps {
  subject: string;
  body: string;
  values: InvitationValues;
  workspace: { name: string; logoUrl: string | null; primaryColor: string };
}

/**
 * The email layout's colours (apps/server/src/modules/email/render-email.ts), so the preview looks like
 * the mail; the grey page's text one step darker than the email's (#6b7280 reads 4.4:1 there),
 * so this page passes WCAG AA.
 */
const PAGE_BG = '#f4f5f7';
const INK = '#1f2937';
const MUTED = '#5f6673';
const MUTED_ON_WHITE = '#6b7280';

/**
 * The invitation as the client receives it, drawn from the form as the owner types: the subject
 * in an inbox header, then the workspace's logo (or name), the card with the brand's top border,
 * the subject again as its heading, the paragraphs with the link in them, the 'Open your portal'
 * button and the footer with its unsubscribe link (modules/email/invitation-email.ts builds the
 * real one from the same parts). Pure: it draws from its props.
 */
export function InvitationPreview({ subject, body, values, workspace }: InvitationPreviewProps) {
  const brand = normalizeHex(workspace.primaryColor);
  const onBrand = readableTextOn(brand);
  const ink = shadeOnWhite(brand, 4.5);
  const title = previewSubject(subject, values);
  const paragraphs = previewParagraphs(body, values);
  const [broken, setBroken] = useState(false);
  useEffect(() => setBroken(false), [workspace.logoUrl]);

  return (
    <figure
      aria-label="Email preview"
      className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs"
    >
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 border-b border-slate-200 px-4 py-3 text-sm">
        <dt className="text-slate-500">From</dt>
        <dd className="truncate text-slate-800">{values.workspace_name}</dd>
        <dt className="text-slate-500">To</dt>
        <dd className="truncate text-slate-800">{values.client_name}</dd>
        <dt className="text-slate-500">Subject</dt>
        <dd className="font-semibold break-words text-slate-900">
          {title || <span className="font-normal text-slate-400 italic">No subject</span>}
        </dd>
      </dl>
      <div className="px-3 py-5 sm:px-5" style={{ backgroundColor: PAGE_BG }}>
        <div className="mb-3 px-1">
          {workspace.logoUrl && !broken ? (
            <img
              src={workspace.logoUrl}
              alt={values.workspace_name}
              className="h-8 w-auto max-w-44 object-contain"
              onError={() => setBroken(true)}
            />
          ) : (
            <span className="text-lg font-bold" style={{ color: inkOnWhite(brand) }}>
              {values.workspace_name}
            </span>
          )}
        </div>
        <div className="rounded-xl bg-white px-5 py-5" style={{ borderTop: `4px solid ${brand}`, color: INK }}>
          {title ? <p className="mb-3 text-lg leading-7 font-bold break-words">{title}</p> : null}
          {paragraphs.map((runs, i) => (
            <p key={i} className="mb-3 text-[15px] leading-6 break-words whitespace-pre-line">
              {runs.map((run, j) =>
                run.kind === 'link' ? (
                  <span key={j} className="break-all underline" style={{ color: ink }}>
                    {run.url}
                  </span>
                ) : (
                  <span key={j}>{run.text}</span>
                ),
              )}
            </p>
          ))}
          <span
            className="mt-1 inline-block rounded-lg px-5 py-2.5 text-[15px] font-semibold"
            style={{ backgroundColor: brand, color: onBrand }}
          >
            Open your portal
          </span>
          <p className="mt-4 text-xs leading-5" style={{ color: MUTED_ON_WHITE }}>
            If the button does not work, copy this link into your browser:{' '}
            <span className="break-all underline" style={{ color: ink }}>
              {values.link}
            </span>
          </p>
        </div>
        <div className="mt-4 space-y-1 text-center text-xs" style={{ color: MUTED }}>
          <p>
            Sent by {values.workspace_name} through {PRODUCT_NAME}.
          </p>
          <p className="underline">Unsubscribe from these emails</p>
        </div>
      </div>
    </figure>
  );
}
