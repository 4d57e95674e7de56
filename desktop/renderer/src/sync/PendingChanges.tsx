import { Button, HTMLTable } from '@blueprintjs/core';
import type { SyncControls } from './useSyncState';
import { ColumnHeads } from '@shared/admin/common/ColumnHeads';

/** Every draft waiting in the outbox, in the order it will sync, with the last error when a try failed. */
export function PendingChanges({ sync, openConflict }: { sync: SyncControls; openConflict(id: string): void }) {
  const pending = sync.state?.pending ?? [];
  const conflicts = sync.state?.conflicts ?? [];
  return (
    <section className="adm-screen" aria-labelledby="pending-title">
      <h1 id="pending-title" tabIndex={-1}>
        Pending changes
      </h1>
      {conflicts.length > 0 && (
        <>
          <h2>Conflicts</h2>
          <ul className="dsk-conflicts">
            {conflicts.map((c) => (
              <li key={c.id}>
                {c.summary} <Button size="small" intent="danger" text="Resolve" onClick={() => openConflict(c.id)} />
              </li>
            ))}
          </ul>
        </>
      )}
      {pending.length === 0 ? (
        <p className="dsk-muted">Nothing waiting: every change has reached the site.</p>
      ) : (
        <HTMLTable striped className="dsk-pending">
          <ColumnHeads columns={['Change', 'Made', 'Tries', 'Last error']} />
          <tbody>
            {pending.map((p) => (
              <tr key={p.id}>
                <td>{p.summary}</td>
                <td>{new Date(p.createdAt).toLocaleString()}</td>
                <td>{p.attempts}</td>
                <td>{p.lastError ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
