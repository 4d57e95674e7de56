import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { Download } from '@blueprintjs/icons';
import { adminEventRegistrationsQuery } from '../../api/queries';
import type { EventDto } from '../../api/types';
import { ScreenState } from '../common/ScreenState';
import { useAdminPlatform } from '../common/platform';
import { registrationsCsv, registrationsFileName } from './registrationsCsv';

const registeredAt = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { timeZone: 'America/New_York', dateStyle: 'medium', timeStyle: 'short' });

/** Who registered for one event, and the same list as a CSV file for the sign-in sheet. */
export function RegistrationsDialog({ event, onClose }: { event: EventDto; onClose(): void }) {
  const platform = useAdminPlatform();
  const query = useQuery(adminEventRegistrationsQuery(event.id));
  const rows = query.data ?? [];
  const title = `Registrations: ${event.title}`;

  return (
    <Dialog isOpen onClose={onClose} title={title} portalClassName="adm" className="adm-registrations-dialog">
      {/* Focusable: on a phone the cards run taller than the screen, and keyboard users must be able to scroll. */}
      <DialogBody tabIndex={0}>
        {query.isPending ? (
          <ScreenState kind="loading" label="Loading registrations..." />
        ) : query.isError ? (
          <ScreenState
            kind="error"
            level={3}
            title="Could not load the registrations"
            onRetry={() => void query.refetch()}
          />
        ) : rows.length === 0 ? (
          <ScreenState
            kind="empty"
            level={3}
            title="No Registrations Yet"
            description="Nobody has registered for this event."
          />
        ) : (
          <div className="adm-table-scroll">
            <HTMLTable compact striped className="adm-registrations-table adm-card-table">
              <caption className="adm-meta">
                {rows.length} {rows.length === 1 ? 'person' : 'people'} registered
              </caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Special requests</th>
                  <th scope="col">Registered at</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td data-label="Name">
                      {r.firstName} {r.lastName}
                    </td>
                    <td data-label="Email">{r.email}</td>
                    <td data-label="Phone">{r.phone ?? ''}</td>
                    <td data-label="Special requests">{r.specialRequests ?? ''}</td>
                    <td data-label="Registered at">{registeredAt(r.registeredAt)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              icon={<Download />}
              text="Export CSV"
              disabled={rows.length === 0}
              onClick={() =>
                platform.saveFile(registrationsFileName(event.title), 'text/csv;charset=utf-8', registrationsCsv(rows))
              }
            />
            <Button intent="primary" text="Close" onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}
