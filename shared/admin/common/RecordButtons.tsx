import { LightButton } from './LightButton';
import { Edit, Trash } from '@blueprintjs/icons';

/** Edit and Delete on a record's card, each naming its record for screen readers (light buttons: cards repeat). */
export function EditButton({ name, onClick }: { name: string; onClick(): void }) {
  return <LightButton icon={<Edit />} text="Edit" aria-label={`Edit ${name}`} onClick={onClick} />;
}

export function DeleteButton({ name, onClick }: { name: string; onClick(): void }) {
  return (
    <LightButton
      icon={<Trash />}
      intent="danger"
      variant="outlined"
      text="Delete"
      aria-label={`Delete ${name}`}
      onClick={onClick}
    />
  );
}
