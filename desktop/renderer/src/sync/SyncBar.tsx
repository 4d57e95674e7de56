import { Button, Tag } from '@blueprintjs/core';
import { Refresh } from '@blueprintjs/icons';
import { formatDateTime } from '@shared/lib/eventTime';
import type { SyncControls } from './useSyncState';

const LABEL = { online: 'Online', offline: 'Offline', syncing: 'Syncing', 'signed-out': 'Signed out' } as const;
const INTENT = { online: 'success', offline: 'warning', syncing: 'primary', 'signed-out': 'danger' } as const;

function when(iso: string | null): string {
  return iso ? formatDateTime(iso) : 'never';
}

/** Always on screen: connection state, how many changes wait, when the last sync finished, and Sync now. */
export function SyncBar({ sync, syncNow, openPending }: { sync: SyncControls; syncNow(): void; openPending(): void }) {
  const { state, error } = sync;
  const status = state?.status ?? 'offline';
  const pending = state?.pending.length ?? 0;
  const conflicts = state?.conflicts.length ?? 0;
  return (
    // The data attributes appear once the core has answered, so nothing reads "0 pending" before it knows.
    <div
      className="dsk-syncbar"
      role="status"
      aria-live="polite"
      data-sync-status={state ? status : undefined}
      data-pending={state ? pending : undefined}
      data-conflicts={state ? conflicts : undefined}
    >
      <Tag intent={INTENT[status]} round>
        {LABEL[status]}
      </Tag>
      <Button variant="minimal" size="small" onClick={openPending} text={`${pending} pending`} />
      {conflicts > 0 && (
        <Tag intent="danger" round>
          {conflicts} {conflicts === 1 ? 'conflict' : 'conflicts'}
        </Tag>
      )}
      <span className="dsk-muted">Last synced: {when(state?.lastSyncedAt ?? null)}</span>
      {error && <span className="dsk-error">{error}</span>}
      <Button size="small" icon={<Refresh />} text="Sync now" loading={status === 'syncing'} onClick={syncNow} />
    </div>
  );
}
