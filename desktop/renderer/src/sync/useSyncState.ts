import { useCallback, useEffect, useState } from 'react';
import type { DesktopBridge, SyncState } from '@shared/desktop/bridge';

/** How often the bar asks the core for news while nothing else prompted it (going online, another window). */
const POLL_MS = 3000;

/**
 * The core's sync state, refreshed after every API answer (a draft changes the count at once), on a slow
 * poll, and from the actions below. Failures of the bridge itself show as offline.
 */
export function useSyncState(bridge: DesktopBridge) {
  const [state, setState] = useState<SyncState | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    try {
      setState(await bridge.syncState());
      setError(null);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }, [bridge]);

  const run = useCallback(async (action: () => Promise<SyncState>): Promise<SyncState | null> => {
    try {
      const next = await action();
      setState(next);
      setError(null);
      return next;
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      return null;
    }
  }, []);

  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  return {
    state,
    error,
    refresh,
    syncNow: () => run(() => bridge.syncNow()),
    resolve: (id: string, choice: Parameters<DesktopBridge['resolveConflict']>[1]) =>
      run(() => bridge.resolveConflict(id, choice)),
    discard: (id: string) => run(() => bridge.discardChange(id)),
  };
}

export type SyncControls = ReturnType<typeof useSyncState>;
