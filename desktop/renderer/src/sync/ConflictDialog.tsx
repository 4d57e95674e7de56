import { useState } from 'react';
import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, Radio } from '@blueprintjs/core';
import type { ConflictChoice, SyncConflict } from '@shared/desktop/bridge';
import { conflictFields, mergedValues, sameValue, showValue } from './conflictFields';
import { ColumnHeads } from '@shared/admin/common/ColumnHeads';

/**
 * One conflict: the volunteer's draft beside the site's current record, field by field. Keep mine sends the
 * draft again over the newer version, Take theirs drops the draft, Merge sends the per-field choice.
 */
export function ConflictDialog({
  conflict,
  onClose,
  resolve,
}: {
  conflict: SyncConflict;
  onClose(): void;
  resolve(choice: ConflictChoice): Promise<void>;
}) {
  const fields = conflictFields(conflict.mine, conflict.theirs);
  const [pickMine, setPickMine] = useState<Set<string>>(() => new Set(fields));
  const [busy, setBusy] = useState(false);

  async function choose(choice: ConflictChoice) {
    setBusy(true);
    try {
      await resolve(choice);
      onClose();
    } finally {
      setBusy(false);
    }
  }

  const pick = (field: string, mine: boolean) =>
    setPickMine((prev) => {
      const next = new Set(prev);
      if (mine) next.add(field);
      else next.delete(field);
      return next;
    });

  return (
    <Dialog isOpen title={`Conflict: ${conflict.summary}`} onClose={onClose} style={{ width: 760 }}>
      <DialogBody>
        <p>Someone changed this on the site after you edited it here. Choose what to keep.</p>
        <HTMLTable compact className="dsk-conflict-table">
          <ColumnHeads columns={['Field', 'Mine', 'Theirs']} />
          <tbody>
            {fields.map((f) => {
              const differs = !sameValue(conflict.mine[f], conflict.theirs[f]);
              return (
                <tr key={f} data-field={f} className={differs ? 'dsk-differs' : undefined}>
                  <th scope="row">{f}</th>
                  <td>
                    <Radio
                      name={`pick-${f}`}
                      checked={pickMine.has(f)}
                      onChange={() => pick(f, true)}
                      labelElement={showValue(conflict.mine[f])}
                      aria-label={`${f}: mine`}
                    />
                  </td>
                  <td>
                    <Radio
                      name={`pick-${f}`}
                      checked={!pickMine.has(f)}
                      onChange={() => pick(f, false)}
                      labelElement={showValue(conflict.theirs[f])}
                      aria-label={`${f}: theirs`}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Take theirs" disabled={busy} onClick={() => void choose({ keep: 'theirs' })} />
            <Button
              text="Merge"
              disabled={busy}
              onClick={() =>
                void choose({ keep: 'merged', values: mergedValues(conflict.mine, conflict.theirs, pickMine) })
              }
            />
            <Button intent="primary" text="Keep mine" disabled={busy} onClick={() => void choose({ keep: 'mine' })} />
          </>
        }
      />
    </Dialog>
  );
}
