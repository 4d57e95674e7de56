import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';

const changes = (n: number) => `${n} ${n === 1 ? 'change has' : 'changes have'}`;

/** Asked before signing out while changes wait on this computer: they stay, and go after the next sign-in. */
export function SignOutDialog({
  unsent,
  onCancel,
  onConfirm,
}: {
  unsent: number;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Dialog isOpen title="Sign out with changes not sent?" onClose={onCancel}>
      <DialogBody>
        <p>
          {changes(unsent)} not reached the site yet. They stay on this computer and are sent after the next sign-in;
          until then nobody on the site sees them.
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Stay signed in" onClick={onCancel} />
            <Button intent="danger" text="Sign out anyway" onClick={onConfirm} />
          </>
        }
      />
    </Dialog>
  );
}
