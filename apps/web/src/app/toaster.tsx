import { Toaster as SonnerToaster } from 'sonner';

/** Toasts: top-right, 5 s, coloured by type. Loaded right after the first paint. */
export default function Toaster() {
  return <SonnerToaster position="top-right" richColors closeButton duration={5000} />;
}
