/**
 * sonner's toast, imported on first use. For code on the landing page, which would otherwise
 * carry the whole toast library in its first load just to say 'Signed out successfully'.
 */
export function deferredToast(kind: 'success' | 'error', message: string): void {
  void import('sonner').then(({ toast }) => toast[kind](message));
}

/**
 * Clears the toasts on screen, e.g. when a header menu opens under them: the toasts sit at the
 * top right, where the account menu and the phone's menu unfold (issue 31).
 */
export function dismissToasts(): void {
  void import('sonner').then(({ toast }) => toast.dismiss());
}
