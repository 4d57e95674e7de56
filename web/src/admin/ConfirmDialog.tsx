import { useEffect, useId, useRef } from 'react';

interface Props {
  /** Shown while true; closing (Cancel, Escape) calls onCancel. */
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A yes/no question in a native modal dialog: the browser traps focus, Escape cancels and focus returns
 * to the button that asked. Focus starts on Cancel so a stray Enter does not confirm something harmful.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, onConfirm, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const id = useId();
  const confirmed = useRef(false);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) {
      confirmed.current = false;
      d.showModal();
      cancel.current?.focus();
    }
    if (!open && d.open) d.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="admin-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      onClose={() => {
        if (!confirmed.current) onCancel();
      }}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <p id={`${id}-message`}>{message}</p>
      <div className="admin-dialog-actions">
        <button ref={cancel} type="button" className="btn btn-outline" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => {
            confirmed.current = true;
            dialog.current?.close();
            onConfirm();
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
