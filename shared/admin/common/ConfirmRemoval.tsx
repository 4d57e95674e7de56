import { useId, type ReactNode } from 'react';
import { Alert } from '@blueprintjs/core';
import { Trash } from '@blueprintjs/icons';

/** The words of the question asked before something is removed. */
export interface RemovalQuestion<T> {
  question: string;
  cancel: string;
  confirm: string;
  /** What is about to go, read as the question's description. */
  details(item: T): ReactNode;
}

interface Props<T> {
  /** The item asked about (the question is open while there is one), and how to let it go. */
  state: [T | null, (item: T | null) => void];
  mutation: { isPending: boolean; mutate(item: T, options: { onSettled(): void }): void };
  texts: RemovalQuestion<T>;
}

/** Asks before `mutation` removes the item; the question closes when the admin keeps it or the removal settles. */
export function ConfirmRemoval<T>({ state: [item, setItem], mutation, texts }: Props<T>) {
  const id = useId();
  const close = () => setItem(null);
  return (
    <Alert
      isOpen={item !== null}
      className="adm"
      // Blueprint's Alert has no title; the question names the dialog, the item's details describe it.
      {...{ 'aria-labelledby': `${id}-q`, 'aria-describedby': `${id}-d` }}
      intent="danger"
      icon={<Trash />}
      cancelButtonText={texts.cancel}
      confirmButtonText={texts.confirm}
      loading={mutation.isPending}
      onCancel={close}
      onConfirm={() => item !== null && mutation.mutate(item, { onSettled: close })}
    >
      <p id={`${id}-q`}>{texts.question}</p>
      {item !== null && <p id={`${id}-d`}>{texts.details(item)}</p>}
    </Alert>
  );
}
