import { useToastStore } from '../../ui/toast';

/** The current toast as plain text, so component tests can read what the admin was told. */
export function Toaster() {
  const current = useToastStore((s) => s.current);
  if (!current) return null;
  return (
    <div role="alert" data-variant={current.variant}>
      <strong>{current.title}</strong>
      {current.description && <p>{current.description}</p>}
    </div>
  );
}
