import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import type { PendingChange } from '@shared/desktop/bridge';
import { ColumnHeads } from '@shared/admin/common/ColumnHeads';
import { formatDateTime } from '@shared/lib/eventTime';
import { adminScreen } from '@shared/admin/screens';
import type { SyncControls } from './useSyncState';
import { fieldShape, valueText } from './conflictFields';

/**
 * Every change waiting on this computer, in the order it will be sent: first those that need the volunteer's decision
 * (a conflict), then the rest with the last error when a try failed. Each can be looked at (what it sends) and
 * discarded before it reaches the site.
 */
export function PendingChanges({ sync, openConflict }: { sync: SyncControls; openConflict(id: string): void }) {
  const queryClient = useQueryClient();
  const pending = sync.state?.pending ?? [];
  const conflicts = sync.state?.conflicts ?? [];
  const [viewing, setViewing] = useState<PendingChange | null>(null);
  const [discarding, setDiscarding] = useState<PendingChange | null>(null);

  return (
    <section className="adm-screen" aria-labelledby="pending-title">
      <h1 id="pending-title" tabIndex={-1}>
        {adminScreen('pending').label}
      </h1>
      {sync.state && pending.length + conflicts.length === 0 && (
        <p className="dsk-muted">Nothing waiting: every change has reached the site.</p>
      )}
      {conflicts.length > 0 && (
        <>
          <h2>Waiting for your decision</h2>
          <p className="dsk-muted">
            Someone changed these on the site too. Nothing more of them is sent until you choose.
          </p>
          <ul className="dsk-conflicts">
            {conflicts.map((c) => (
              <li key={c.id}>
                {c.summary} <Button size="small" intent="danger" text="Resolve" onClick={() => openConflict(c.id)} />
              </li>
            ))}
          </ul>
        </>
      )}
      {pending.length > 0 && (
        <>
          <h2>Not sent yet</h2>
          <HTMLTable striped className="dsk-pending">
            <ColumnHeads columns={['Change', 'Made', 'Tries', 'Last error', 'Actions']} />
            <tbody>
              {pending.map((p) => (
                <tr key={p.id}>
                  <td>{p.summary}</td>
                  <td>{formatDateTime(p.createdAt)}</td>
                  <td>{p.attempts}</td>
                  <td>{p.lastError ?? ''}</td>
                  <td>
                    <Button
                      size="small"
                      variant="minimal"
                      text="View"
                      aria-label={`View ${p.summary}`}
                      onClick={() => setViewing(p)}
                    />
                    <Button
                      size="small"
                      variant="minimal"
                      intent="danger"
                      text="Discard"
                      aria-label={`Discard ${p.summary}`}
                      onClick={() => setDiscarding(p)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
      {viewing && (
        <Dialog isOpen title={viewing.summary} onClose={() => setViewing(null)}>
          <DialogBody>
            <p>Made {formatDateTime(viewing.createdAt)}; it sends:</p>
            {viewing.values && Object.keys(viewing.values).length > 0 ? (
              <dl className="dsk-change-values">
                {Object.entries(viewing.values).map(([field, value]) => {
                  // In the words and formats of the form that made the change, as the conflict dialog shows them.
                  const shape = fieldShape(viewing.entity, field);
                  return (
                    <div key={field}>
                      <dt>{shape.label}</dt>
                      <dd>{valueText(shape.kind, value)}</dd>
                    </div>
                  );
                })}
              </dl>
            ) : (
              <p>
                {viewing.operation === 'upload'
                  ? 'A picture file kept on this computer.'
                  : 'No fields: the action itself.'}
              </p>
            )}
          </DialogBody>
          <DialogFooter actions={<Button text="Close" onClick={() => setViewing(null)} />} />
        </Dialog>
      )}
      {discarding && (
        <Dialog isOpen title="Discard this change?" onClose={() => setDiscarding(null)}>
          <DialogBody>
            <p>“{discarding.summary}” will not be sent to the site, and cannot be brought back.</p>
            {discarding.alsoDiscards.length > 0 && (
              <>
                <p>These later changes build on it and are discarded with it:</p>
                <ul>
                  {discarding.alsoDiscards.map((s, i) => (
                    <li key={i}>{s}</li>
                  ))}
                </ul>
              </>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text="Keep it" onClick={() => setDiscarding(null)} />
                <Button
                  intent="danger"
                  text="Discard"
                  onClick={() => {
                    const id = discarding.id;
                    setDiscarding(null);
                    // The screens' copies lose what the change showed.
                    void sync.discard(id).then(() => queryClient.invalidateQueries());
                  }}
                />
              </>
            }
          />
        </Dialog>
      )}
    </section>
  );
}
