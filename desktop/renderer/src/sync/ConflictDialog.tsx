import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, DialogBody, DialogFooter, HTMLTable, Radio } from '@blueprintjs/core';
import type { ConflictChoice, SyncConflict } from '@shared/desktop/bridge';
import { galleryQuery } from '@shared/api/queries';
import { ColumnHeads } from '@shared/admin/common/ColumnHeads';
import { changedOnSite, fieldShape, mergedValues, orderedIds, valueText, type FieldKind } from './conflictFields';

/**
 * One conflict: only the fields both the volunteer and the site changed, named and shown as the form shows them
 * (the others were merged: each side's changes are kept), with who changed the site's copy and when. Keep mine
 * sends the volunteer's values for those fields, Take theirs drops the draft, Merge sends the pick field by field;
 * no choice sends back a field the volunteer did not touch.
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
  const fields = conflict.fields;
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
    <Dialog isOpen title={`Conflict: ${conflict.summary}`} onClose={onClose} className="dsk-conflict-dialog">
      <DialogBody>
        <p>{changedOnSite(conflict.changedBy)}</p>
        {fields.length > 0 ? (
          <>
            <p>
              {fields.length === 1
                ? 'Both changed this; choose what to keep.'
                : 'Both changed these; choose what to keep.'}{' '}
              Anything else either of you changed is kept.
            </p>
            <HTMLTable compact className="dsk-conflict-table">
              <ColumnHeads columns={['Field', 'Yours', 'On the site']} />
              <tbody>
                {fields.map((f) => {
                  const { label, kind } = fieldShape(conflict.entity, f);
                  return (
                    <tr key={f} data-field={f}>
                      <th scope="row">{label}</th>
                      <td>
                        <Radio
                          name={`pick-${f}`}
                          checked={pickMine.has(f)}
                          onChange={() => pick(f, true)}
                          labelElement={<FieldValue kind={kind} value={conflict.mine[f]} label={`${label}, yours`} />}
                          aria-label={`${label}: yours`}
                        />
                      </td>
                      <td>
                        <Radio
                          name={`pick-${f}`}
                          checked={!pickMine.has(f)}
                          onChange={() => pick(f, false)}
                          labelElement={
                            <FieldValue kind={kind} value={conflict.theirs[f]} label={`${label}, on the site`} />
                          }
                          aria-label={`${label}: on the site`}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
          </>
        ) : (
          <p>
            {conflict.message ?? 'The site refused this change.'} Send it again, or drop it and keep the site’s copy.
          </p>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Take theirs" disabled={busy} onClick={() => void choose({ keep: 'theirs' })} />
            {/* Field by field, where there is more than one question. */}
            {fields.length > 1 && (
              <Button
                text="Merge"
                disabled={busy}
                onClick={() =>
                  void choose({
                    keep: 'merged',
                    values: mergedValues(fields, conflict.mine, conflict.theirs, pickMine),
                  })
                }
              />
            )}
            <Button intent="primary" text="Keep mine" disabled={busy} onClick={() => void choose({ keep: 'mine' })} />
          </>
        }
      />
    </Dialog>
  );
}

/** One side's value: words as the form shows them, a picture as a thumbnail, an order as a row of thumbnails. */
function FieldValue({ kind, value, label }: { kind: FieldKind; value: unknown; label: string }) {
  if (kind === 'image' && typeof value === 'string' && value) {
    return <img className="dsk-conflict-thumb" src={value} alt={label} />;
  }
  if (kind === 'order') return <OrderRow ids={orderedIds(value)} label={label} />;
  return <span className="dsk-conflict-value">{valueText(kind, value)}</span>;
}

/** A gallery order as its photos in a row, first to last (the offline copy of the gallery names them). */
function OrderRow({ ids, label }: { ids: string[]; label: string }) {
  const gallery = useQuery(galleryQuery());
  const byId = new Map((gallery.data ?? []).map((image) => [image.id, image]));
  return (
    <ol className="dsk-conflict-order" aria-label={label}>
      {ids.map((id, at) => {
        const image = byId.get(id);
        return (
          <li key={id}>
            {image?.imageUrl ? (
              <img src={image.imageUrl} alt={`${at + 1}. ${image.title}`} />
            ) : (
              <span>{`${at + 1}. ${image?.title ?? 'A photo'}`}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
