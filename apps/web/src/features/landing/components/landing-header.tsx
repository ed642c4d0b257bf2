import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../api/session';
import { buttonClasses } from '../../../components/ui/button-classes';
import { Logo } from '../../../components/ui/logo';
import { cn } from '../../../lib/cn';
import type { LandingCta } from './landing-cta';
import { scrollToSection } from './load-below-fold';

const SCROLL_THRESHOLD = 50;
const SignOutButton = lazy(() => import('./sign-out-button'));

export function LandingHeader({ cta }: { cta: LandingCta }) {
  const { data: session } = useSession();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const navLink =
    'whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';

  return (
    <header
      className={cn(
        'sticky top-0 z-40 transition-[background-color,box-shadow,border-color] duration-200',
        // Unscrolled it takes the hero's top colour, so header and hero read as one surface.
        scrolled
          ? 'border-b border-slate-200 bg-white/90 shadow-sm backdrop-blur'
          : 'border-b border-transparent bg-primary-50',
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <button
          type="button"
          title="Back to top"
          onClick={() => {
            const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
            window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
          }}
          className="mr-auto cursor-pointer rounded-lg"
        >
          <Logo />
        </button>
        <nav aria-label="Main" className="flex items-center gap-1">
          <button type="button" onClick={() => scrollToSection('pricing')} className={cn(navLink, 'cursor-pointer')}>
            Pricing
          </button>
          {session ? (
            <>
              <Link to="/dashboard" className={navLink}>
                Dashboard
              </Link>
              <Suspense
                fallback={
                  <button type="button" className={navLink} disabled>
                    Sign Out
                  </button>
                }
              >
                <SignOutButton className={cn(navLink, 'cursor-pointer disabled:opacity-60')} />
              </Suspense>
            </>
          ) : (
            <Link to="/login" className={navLink}>
              Sign In
            </Link>
          )}
          <Link to={cta.to} onClick={cta.onClick} className={buttonClasses('primary', 'sm', 'ml-1 max-sm:hidden')}>
            {cta.label}
          </Link>
        </nav>
      </div>
    </header>
  );
}
