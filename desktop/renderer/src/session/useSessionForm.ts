import { useState, type FormEvent } from 'react';

/**
 * The submit of a session screen's form: busy while the core works, and the core's message when it refuses.
 */
export function useSessionForm(action: () => Promise<unknown>) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return { error, busy, submit };
}
