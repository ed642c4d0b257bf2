import { BarChart3, Bell, FolderUp, MessageSquareQuote, Palette, Route, ShieldCheck, Zap } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_PAUSE_MS, nextSlide } from '../lib/carousel';

const FEATURES = [
  {
    icon: Route,
    title: 'Unlimited client workflows',
    text: 'Build a journey per service and reuse it for every client who books it.',
  },
  {
    icon: Palette,
    title: 'Custom branding and domains',
    text: 'Your logo, your colours and your domain on every portal page.',
  },
  {
    icon: FolderUp,
    title: 'File uploads and storage',
    text: 'Clients upload briefs and photos; you attach drafts and finals in the same place.',
  },
  {
    icon: Bell,
    title: 'Email notifications',
    text: 'You hear the moment a client answers, and they hear when something needs them.',
  },
  {
    icon: MessageSquareQuote,
    title: 'Testimonial collection',
    text: 'Every journey can end with a guided review and permission to publish it.',
  },
  { icon: Zap, title: 'Zapier integration', text: 'Send new answers and approvals to the tools you already use.' },
  {
    icon: BarChart3,
    title: 'Analytics and insights',
    text: 'See active clients, new submissions and fresh testimonials at a glance.',
  },
  {
    icon: ShieldCheck,
    title: 'Password-protected portals',
    text: 'Add a password to any portal. Clients never have to create an account.',
  },
] as const;

/** Eight features, rotating every 3.5 s; a pick pauses it for 12 s; still for prefers-reduced-motion (docs/product.md#landing-page). */
export function FeatureCarousel() {
  const [active, setActive] = useState(0);
  const [pausedAt, setPausedAt] = useState<number | null>(null);
  const [reducedMotion, setReducedMotion] = useState(
    () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
  );
  const baseId = useId();

  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  useEffect(() => {
    if (reducedMotion) return;
    if (pausedAt !== null) {
      const resume = window.setTimeout(() => setPausedAt(null), CAROUSEL_PAUSE_MS);
      return () => window.clearTimeout(resume);
    }
    const timer = window.setInterval(() => setActive((i) => nextSlide(i, FEATURES.length)), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [reducedMotion, pausedAt]);

  const pick = (index: number) => {
    setActive(index);
    setPausedAt(Date.now());
  };
  const feature = FEATURES[active]!;
  const Icon = feature.icon;

  return (
    <section aria-labelledby="features-title" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-balance text-slate-900">
            Everything a client journey needs
          </h2>
          <p className="mt-3 text-slate-600">One plan, every feature. No add-ons to work out.</p>
        </div>
        <div
          className="mt-10 grid gap-6 lg:grid-cols-[1fr_1.2fr]"
          data-testid="feature-carousel"
          data-active={active}
          data-paused={pausedAt !== null || reducedMotion ? 'true' : 'false'}
        >
          <div
            role="tablist"
            aria-label="Features"
            aria-orientation="vertical"
            className="grid gap-1.5 sm:grid-cols-2 lg:grid-cols-1"
          >
            {FEATURES.map((f, index) => (
              <button
                key={f.title}
                type="button"
                role="tab"
                id={`${baseId}-tab-${index}`}
                aria-selected={index === active}
                aria-controls={`${baseId}-panel`}
                tabIndex={index === active ? 0 : -1}
                onClick={() => pick(index)}
                onKeyDown={(event) => {
                  const step =
                    event.key === 'ArrowDown' || event.key === 'ArrowRight'
                      ? 1
                      : event.key === 'ArrowUp' || event.key === 'ArrowLeft'
                        ? -1
                        : 0;
                  if (!step) return;
                  event.preventDefault();
                  const next = (active + step + FEATURES.length) % FEATURES.length;
                  pick(next);
                  document.getElementById(`${baseId}-tab-${next}`)?.focus();
                }}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-medium transition-colors',
                  index === active
                    ? 'bg-primary-50 text-primary-900 ring-1 ring-primary-200'
                    : 'text-slate-700 hover:bg-slate-50',
                )}
              >
                <f.icon
                  aria-hidden="true"
                  className={cn('size-4 shrink-0', index === active ? 'text-primary-700' : 'text-slate-400')}
                />
                {f.title}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`${baseId}-panel`}
            aria-labelledby={`${baseId}-tab-${active}`}
            className="flex flex-col justify-center rounded-2xl border border-slate-200 bg-gradient-to-br from-primary-50 to-white p-6 max-lg:order-first sm:p-10"
          >
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary-600 text-white">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">{feature.title}</h3>
            <p className="mt-3 max-w-md text-lg text-pretty text-slate-600">{feature.text}</p>
            <div className="mt-8 flex gap-1.5" aria-hidden="true">
              {FEATURES.map((f, index) => (
                <span
                  key={f.title}
                  className={cn(
                    'h-1.5 rounded-full transition-all',
                    index === active ? 'w-6 bg-primary-600' : 'w-1.5 bg-slate-300',
                  )}
                />
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
