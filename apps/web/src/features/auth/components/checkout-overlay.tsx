import { Spinner } from '../../../components/ui/spinner';

/** Full-screen while the browser leaves /signup for checkout. */
export function CheckoutOverlay() {
  return (
    <div
      role="status"
      aria-live="assertive"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/95 px-6 text-center backdrop-blur-sm"
    >
      <Spinner className="size-8 text-primary-600" />
      <p className="text-lg font-semibold text-slate-900">Redirecting to checkout...</p>
      <p className="text-sm text-slate-600">Please wait, do not close this window</p>
    </div>
  );
}
