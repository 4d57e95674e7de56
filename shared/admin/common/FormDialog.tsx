import type { ReactNode } from 'react';
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';

interface Props {
  title: string;
  /** While the form's call runs, the dialog stays open and its buttons wait. */
  pending: boolean;
  onClose(): void;
  /** Called on submit (button or Enter); the browser's own submission and validation are off. */
  onSubmit(): void;
  /** The submit button: its words and intent. */
  submit: { text: string; intent: 'primary' | 'danger' };
  /** The button that closes without doing anything. */
  dismissText?: string;
  children: ReactNode;
}

/** An admin dialog that is one form: fields in the body, a dismiss and a submit button in the footer. */
export function FormDialog({ title, pending, onClose, onSubmit, submit, dismissText = 'Cancel', children }: Props) {
  return (
    <Dialog isOpen onClose={() => !pending && onClose()} title={title} portalClassName="adm">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        <DialogBody>{children}</DialogBody>
        <DialogFooter
          actions={
            <>
              <Button text={dismissText} onClick={onClose} disabled={pending} />
              <Button type="submit" intent={submit.intent} loading={pending} text={submit.text} />
            </>
          }
        />
      </form>
    </Dialog>
  );
}
