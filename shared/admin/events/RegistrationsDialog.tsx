import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, DialogBody, DialogFooter, HTMLTable } from '@blueprintjs/core';
import { Download } from '@blueprintjs/icons';
import { adminEventRegistrationsQuery } from '../../api/queries';
import type { EventDto } from '../../api/types';
import { QueryStates } from '../common/QueryStates';
import { useAdminPlatform } from '../common/platform';
import { registrationsCsv, registrationsFileName } from './registrationsCsv';
import { ColumnHeads } from '../common/ColumnHeads';

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
      <DialogBody>
        <QueryStates
          query={query}
          loadingLabel="Loading registrations..."
          level={3}
          error={{ title: 'Could not load the registrations' }}
          isEmpty={() => rows.length === 0}
          empty={{ title: 'No Registrations Yet', description: 'Nobody has registered for this event.' }}
        >
          {() => (
            <div className="adm-table-scroll">
              <HTMLTable compact striped className="adm-registrations-table">
                <caption className="adm-meta">
                  {rows.length} {rows.length === 1 ? 'person' : 'people'} registered
                </caption>
                <ColumnHeads columns={['Name', 'Email', 'Phone', 'Special requests', 'Registered at']} />
                <tbody>
                  {rows.map((r) => (
                    <tr key={r.id}>
                      <td>
                        {r.firstName} {r.lastName}
                      </td>
                      <td>{r.email}</td>
                      <td>{r.phone ?? ''}</td>
                      <td>{r.specialRequests ?? ''}</td>
                      <td>{registeredAt(r.registeredAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </div>
          )}
        </QueryStates>
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
