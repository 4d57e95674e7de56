import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, TextArea } from '@blueprintjs/core';
import type { GalleryImageDto } from '../../api/types';
import { LightButton } from '../common/LightButton';
import { Field } from '../common/Field';

interface Props {
  image: GalleryImageDto;
  busy: boolean;
  size?: 'small' | 'medium';
  onDecline(reason: string): void;
}

const REASON_MAX = 1000;

/**
 * Decline a member's photo that waits for approval: the admin writes the reason, which the member is mailed, and the
 * photo is removed. The dialog opens inside the lightbox when pressed there (a native modal dialog makes anything
 * outside it inert), else on the page.
 */
export function DeclineImageButton({ image, busy, size, onDecline }: Props) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string[] | undefined>();
  const close = () => {
    setContainer(null);
    setReason('');
    setError(undefined);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError(['Please say why, for the member who added it.']);
      return;
    }
    onDecline(reason.trim());
    close();
  };
  const title = 'Decline this photo';
  return (
    <>
      <LightButton
        ref={button}
        size={size}
        disabled={busy}
        aria-label={`Decline: ${image.title}`}
        onClick={() => setContainer(button.current?.closest('dialog') ?? document.body)}
      >
        Decline
      </LightButton>
      <Dialog
        isOpen={container !== null}
        onClose={close}
        title={title}
        portalClassName="adm"
        portalContainer={container ?? undefined}
      >
        <form onSubmit={submit} noValidate aria-label={title}>
          <DialogBody>
            <p>“{image.title}” will be removed, and the member who added it is e-mailed your reason.</p>
            <Field id={`${id}-reason`} label="Reason (sent to the member)" error={error}>
              {(aria) => (
                <TextArea
                  {...aria}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  rows={4}
                  maxLength={REASON_MAX}
                  fill
                />
              )}
            </Field>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text="Cancel" onClick={close} />
                <Button type="submit" intent="danger" text="Decline and tell the member" />
              </>
            }
          />
        </form>
      </Dialog>
    </>
  );
}
