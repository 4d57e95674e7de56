import { useEffect, type RefObject } from 'react';

/**
 * Opens a native <dialog> as a modal while `open` is true and closes it when it turns false: the browser then
 * traps focus, closes on Escape and makes the page underneath inert.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, open: boolean) {
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [dialog, open]);
}
