/**
 * sonner's toast, imported on first use. For code on the landing page, which would otherwise
 * carry the whole toast library in its first load just to say 'Signed out successfully'.
 */
export function deferredToast(kind: 'success' | 'error', message: string): void {
  void import('sonner').then(({ toast }) => toast[kind](message));
}
