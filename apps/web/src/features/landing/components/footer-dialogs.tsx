import { useQuery } from '@tanstack/react-query';
import { Check, Copy, Mail } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { siteQuery } from '../../../api/site';
import { Dialog } from '../../../components/ui/dialog';
import { copyText } from '../../../lib/clipboard';

export type FooterDialogName = 'privacy' | 'terms' | 'contact';

/** docs/product.md#landing-page: the Copy button reads 'Copied!' for 2 s. */
export const COPY_CONFIRMATION_MS = 2000;
const UPDATED = 'Last updated: January 2025';

export default function FooterDialogs({ open, onClose }: { open: FooterDialogName; onClose: () => void }) {
  const change = (next: boolean) => {
    if (!next) onClose();
  };
  if (open === 'contact') {
    return (
      <Dialog open onOpenChange={change} title="Contact us" description="We reply within 24 hours.">
        <ContactBody />
      </Dialog>
    );
  }
  const privacy = open === 'privacy';
  return (
    <Dialog
      open
      onOpenChange={change}
      size="lg"
      title={privacy ? 'Privacy Policy' : 'Terms of Service'}
      description={UPDATED}
    >
      <div className="space-y-5 text-sm leading-relaxed text-slate-700">
        {privacy ? <PrivacyText /> : <TermsText />}
      </div>
    </Dialog>
  );
}

function ContactBody() {
  const site = useQuery(siteQuery());
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const email = site.data?.supportEmail;

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">
        Questions about Bloom, your account or billing? Write to us and a person will answer within 24 hours.
      </p>
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <Mail aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
          {email ? (
            <a
              href={`mailto:${email}`}
              className="min-w-0 flex-1 font-medium break-all text-slate-900 underline-offset-2 hover:underline"
            >
              {email}
            </a>
          ) : site.isError ? (
            <span className="flex-1 text-sm text-slate-600">
              The address could not be loaded. Please try again later.
            </span>
          ) : (
            <span aria-hidden="true" className="h-4 flex-1 animate-pulse rounded bg-slate-200" />
          )}
        </div>
        <button
          type="button"
          disabled={!email}
          onClick={async () => {
            if (!email) return;
            if (await copyText(email)) {
              setCopied(true);
              toast.success('Email copied to clipboard!');
            } else {
              toast.error('Could not copy. Please select the address and copy it.');
            }
          }}
          className="inline-flex h-9 shrink-0 cursor-pointer items-center justify-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {copied ? (
            <Check aria-hidden="true" className="size-4 text-primary-600" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied!' : 'Copy'}
        </button>
      </div>
    </div>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <div className="mt-1.5 space-y-2">{children}</div>
    </section>
  );
}

function PrivacyText() {
  return (
    <>
      <p>
        Bloom gives freelancers and agencies client portals. This policy explains what we collect, why, and what you can
        ask of us. It covers you as an account owner, your clients who use your portals, and visitors of this site.
      </p>
      <Part title="What we collect">
        <p>
          For account owners: your name, email address, password (stored only as a secure hash), workspace settings such
          as your logo and brand colour, and your subscription status. Card details go straight to our payment provider;
          we never see or store your card number.
        </p>
        <p>
          For your clients: what they enter in the portals you share with them (answers, files, approvals, testimonials
          and consent). You decide what your journeys ask for, and you are responsible for the data you collect from
          your clients.
        </p>
        <p>
          For visitors: which page variant and offer you saw, whether you clicked a call to action, the website that
          sent you (its host name only), your browser’s user agent and a random id kept only for your browser tab. We do
          not store your IP address for these statistics.
        </p>
      </Part>
      <Part title="How we use it">
        <p>
          To run the service, send the notifications you ask for, bill your subscription, keep the service secure and
          understand which parts of our own website work. We do not sell personal data and we do not use it for
          advertising.
        </p>
      </Part>
      <Part title="Cookies">
        <p>
          We use a session cookie to keep you signed in and two small cookies that remember the offer and page version
          you saw for up to 365 days. We use no third-party advertising cookies.
        </p>
      </Part>
      <Part title="Who else processes it">
        <p>
          Our hosting and storage providers, our email provider and our payment provider, each only as needed to run
          Bloom and under a data-processing agreement.
        </p>
      </Part>
      <Part title="How long we keep it and your rights">
        <p>
          We keep your data while your account exists. You can ask us to see, correct, export or delete your data at any
          time through the Contact link; we delete an account and its client data within 30 days of the request, except
          billing records we must keep by law.
        </p>
      </Part>
    </>
  );
}

function TermsText() {
  return (
    <>
      <p>
        These terms are an agreement between you and Bloom for the use of the Bloom client-portal service. By creating
        an account you accept them.
      </p>
      <Part title="Your account">
        <p>
          You must give accurate details and keep your password safe. You are responsible for what happens in your
          workspace, including the journeys you build and the content you and your clients upload.
        </p>
      </Part>
      <Part title="Subscription and billing">
        <p>
          Bloom is a subscription for $2 per day, billed daily through our payment provider, after any trial shown at
          sign-up. You can cancel anytime; the cancellation takes effect at the end of the period already paid, and paid
          periods are not refunded unless the law requires it. We will tell you at least 30 days before a price change.
        </p>
      </Part>
      <Part title="Acceptable use">
        <p>
          Do not use Bloom to send spam, collect data you have no right to collect, upload unlawful or harmful content,
          or try to break, overload or get around the security of the service.
        </p>
      </Part>
      <Part title="Your content">
        <p>
          You and your clients keep all rights to your content. You give us only the permission we need to store,
          process and show it in order to run the service for you. Publishing a client’s testimonial requires that
          client’s consent, which Bloom records for you.
        </p>
      </Part>
      <Part title="Availability and liability">
        <p>
          We work to keep Bloom available and your data safe, but the service is provided as is. To the extent the law
          allows, our total liability is limited to what you paid us in the 12 months before the claim.
        </p>
      </Part>
      <Part title="Ending the agreement">
        <p>
          You can close your account at any time. We may suspend an account that breaks these terms, and will tell you
          why. We may update these terms and will email you about material changes before they apply.
        </p>
      </Part>
    </>
  );
}
