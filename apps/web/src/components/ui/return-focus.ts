import { useRef } from 'react';

/**
 * A controlled Radix dialog has no Trigger to give the focus back to when it closes, so the focus
 * would fall to the page's body: this remembers the control that had it when the dialog opened
 * (call `remember` from `onOpenAutoFocus`) and returns it there on close, if it is still on the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    remember: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const el = opener.current;
      opener.current = null;
      if (!el?.isConnected) return;
      event.preventDefault();
      el.focus();
    },
  };
}
