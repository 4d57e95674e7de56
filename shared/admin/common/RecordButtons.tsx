import { Button } from '@blueprintjs/core';
import { Edit, Trash } from '@blueprintjs/icons';

/** Edit and Delete on a record's card, each naming its record for screen readers. */
export function EditButton({ name, onClick }: { name: string; onClick(): void }) {
  return <Button icon={<Edit />} text="Edit" aria-label={`Edit ${name}`} onClick={onClick} />;
}

export function DeleteButton({ name, onClick }: { name: string; onClick(): void }) {
  return (
    <Button
      icon={<Trash />}
      intent="danger"
      variant="outlined"
      text="Delete"
      aria-label={`Delete ${name}`}
      onClick={onClick}
    />
  );
}
