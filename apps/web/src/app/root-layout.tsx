import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';

/** Every page starts at the top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

/** A thin bar at the top while the next page's code loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden">
      <div className="h-full w-2/5 animate-progress bg-primary-500" />
    </div>
  );
}

export function RootLayout() {
  return (
    <>
      <NavigationProgress />
      <ScrollToTop />
      <Outlet />
    </>
  );
}

/** Shown while the first page's code loads; appears only if that takes a moment. */
export function InitialLoading() {
  return (
    <div className="animate-appear opacity-0">
      <PageSpinner className="min-h-dvh" />
    </div>
  );
}
