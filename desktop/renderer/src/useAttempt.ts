import { useState } from 'react';

/**
 * Runs the screen's calls into the core one at a time: busy while one works, and the core's message when it
 * refuses (cleared when the next call starts).
 */
export function useAttempt() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function attempt(action: () => Promise<unknown>) {
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

  return { error, setError, busy, attempt };
}
