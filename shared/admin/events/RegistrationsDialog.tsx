import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, ButtonGroup, Dialog, DialogBody, DialogFooter, HTMLTable, Tag } from '@blueprintjs/core';
import { Download, Print } from '@blueprintjs/icons';
import { adminEventRegistrationsQuery, adminEventWaitlistQuery } from '../../api/queries';
import { call } from '../../api/call';
import type { EventDto, RegistrationChannel, RegistrationDto } from '../../api/types';
import { partyText } from '../../lib/eventParty';
import { answersText } from '../../lib/eventQuestions';
import { ColumnHeads } from '../common/ColumnHeads';
import { QueryStates } from '../common/QueryStates';
import { useAdminPlatform } from '../common/platform';
import { registrationsCsv, registrationsFileName } from './registrationsCsv';
import { refreshEvents } from './eventWrites';
import { CheckInView } from './CheckInView';
import { WalkInForm } from './WalkInForm';
import { isFull } from '../../lib/capacity';
import { ClusterPanel } from './ClusterPanel';
import { SignInSheet } from './SignInSheet';
import { findClusters } from '../../lib/registrationClusters';
import { formatDateTime } from '../../lib/eventTime';
import { countOf } from '../../lib/plural';
import { ActionFailed } from '../common/ScreenState';

const timeOf = formatDateTime;

const CHANNEL_LABELS: Record<RegistrationChannel, string> = { phone: 'By phone', 'walk-in': 'Walk-in' };

/**
 * Who registered for one event and who waits for a seat, each list on its own, and both in one CSV table (a Status
 * column tells them apart). Removing someone gives their seat to the first person waiting (the server does that).
 * Clusters (many sign-ups from one connection or one domain) are flagged on their rows and can be removed in one
 * step (ClusterPanel). The Check-in view ticks people off at the trailhead (CheckInView); "Print sign-in sheet"
 * prints the paper list for a trailhead without signal (SignInSheet). On a phone the dialog fills the screen and
 * each row is a card (events.css, admin.css), so nothing runs off the side.
 */
export function RegistrationsDialog({ event, onClose }: { event: EventDto; onClose(): void }) {
  const platform = useAdminPlatform();
  const queryClient = useQueryClient();
  const query = useQuery(adminEventRegistrationsQuery(event.id));
  const waitlistQuery = useQuery(adminEventWaitlistQuery(event.id));
  const rows = query.data ?? [];
  const waiting = waitlistQuery.data ?? [];
  const title = `Registrations: ${event.title}`;
  const [confirming, setConfirming] = useState<string | null>(null);
  const [view, setView] = useState<'list' | 'check-in'>('list');

  const clusters = useMemo(
    () => findClusters(query.data ?? [], waitlistQuery.data ?? []),
    [query.data, waitlistQuery.data],
  );
  /** Each flagged person's clusters, by id, for the tag on their row. */
  const flags = useMemo(() => {
    const byId = new Map<string, string[]>();
    for (const c of clusters) {
      for (const id of [...c.registrationIds, ...c.waitingIds]) byId.set(id, [...(byId.get(id) ?? []), c.label]);
    }
    return byId;
  }, [clusters]);
  const remove = useMutation({
    mutationFn: (r: RegistrationDto) =>
      call('adminEventRegistrationDelete', { params: { id: event.id, registrationId: r.id } }),
    onSettled: async () => {
      setConfirming(null);
      await refreshEvents(queryClient, event.id);
    },
  });

  return (
    <Dialog isOpen onClose={onClose} title={title} portalClassName="adm" className="adm-registrations-dialog">
      {/* Focusable: on a phone the cards run taller than the screen, and keyboard users must be able to scroll. */}
      <DialogBody tabIndex={0}>
        <div className="adm-registrations-bar">
          <ButtonGroup className="adm-registrations-views" aria-label="View" size="large">
            <Button
              text="Registrations"
              active={view === 'list'}
              aria-pressed={view === 'list'}
              onClick={() => setView('list')}
            />
            <Button
              text="Check-in"
              active={view === 'check-in'}
              aria-pressed={view === 'check-in'}
              onClick={() => setView('check-in')}
            />
          </ButtonGroup>
          <Button
            size="large"
            variant="outlined"
            icon={<Print />}
            text="Print sign-in sheet"
            disabled={!query.data}
            onClick={() => window.print()}
          />
        </div>
        <QueryStates
          query={query}
          loadingLabel="Loading registrations..."
          level={3}
          error={{ title: 'Could not load the registrations' }}
          // The check-in view is shown even before anyone registered: walk-ins are added there.
          isEmpty={(loaded) => view !== 'check-in' && loaded.length === 0}
          empty={{ title: 'No Registrations Yet', description: 'Nobody has registered for this event.' }}
        >
          {() =>
            view === 'check-in' ? (
              <CheckInView event={event} rows={rows} />
            ) : (
              <div className="adm-table-scroll">
                <HTMLTable compact striped className="adm-registrations-table adm-card-table">
                  <caption className="adm-meta">{registeredCaption(rows)}</caption>
                  <ColumnHeads
                    columns={[
                      'Name',
                      'Email',
                      'Phone',
                      'Party',
                      'Answers',
                      'Special requests',
                      'Registered',
                      { key: 'remove', label: <span className="adm-visually-hidden">Remove</span> },
                    ]}
                  />
                  <tbody>
                    {rows.map((r) => (
                      <tr key={r.id}>
                        <PersonCells person={r} flags={flags.get(r.id)} />
                        <td data-label="Registered">{timeOf(r.registeredAt)}</td>
                        <td data-label="Actions" className="adm-registration-actions">
                          {confirming === r.id ? (
                            <Button
                              size="small"
                              intent="danger"
                              loading={remove.isPending}
                              text="Confirm removal"
                              aria-label={`Confirm removing ${r.firstName} ${r.lastName}`}
                              onClick={() => remove.mutate(r)}
                            />
                          ) : (
                            <Button
                              size="small"
                              variant="minimal"
                              text="Remove"
                              aria-label={`Remove ${r.firstName} ${r.lastName}`}
                              onClick={() => setConfirming(r.id)}
                            />
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </HTMLTable>
              </div>
            )
          }
        </QueryStates>
        <ActionFailed failed={remove.isError} what="registration could not be removed" />
        {view === 'list' && query.data && (
          <WalkInForm kind="phone" eventId={event.id} full={isFull(event)} guestLimit={event.guestLimit} />
        )}
        {view === 'list' && <ClusterPanel eventId={event.id} clusters={clusters} />}
        {view === 'list' && waiting.length > 0 && (
          <div className="adm-table-scroll">
            <HTMLTable compact striped className="adm-registrations-table adm-waitlist-table">
              <caption className="adm-meta">Waiting list: {countOf(waiting.length, 'person', 'people')}</caption>
              <ColumnHeads
                columns={['Position', 'Name', 'Email', 'Phone', 'Party', 'Answers', 'Special requests', 'Joined']}
              />
              <tbody>
                {waiting.map((w) => (
                  <tr key={w.id}>
                    <td data-label="Position">{w.position}</td>
                    <PersonCells person={w} flags={flags.get(w.id)} />
                    <td data-label="Joined">{timeOf(w.joinedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
        )}
        {/* Hidden on screen; while the dialog is open, printing (this button or the browser's own) prints it. */}
        {query.data && <SignInSheet event={event} rows={rows} />}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              icon={<Download />}
              text="Export CSV"
              disabled={rows.length === 0 && waiting.length === 0}
              onClick={() =>
                platform.saveFile(
                  registrationsFileName(event.title),
                  'text/csv;charset=utf-8',
                  registrationsCsv(rows, waiting, event.questions ?? []),
                )
              }
            />
            <Button intent="primary" text="Close" onClick={onClose} />
          </>
        }
      />
    </Dialog>
  );
}

/** '3 registrations, 7 people': the people a party brings are counted, as the seats are. */
function registeredCaption(rows: readonly RegistrationDto[]): string {
  const people = rows.reduce((sum, r) => sum + 1 + (r.guests ?? 0) + (r.children ?? 0), 0);
  if (people === rows.length) return `${countOf(rows.length, 'person', 'people')} registered`;
  return `${countOf(rows.length, 'registration')}, ${countOf(people, 'person', 'people')}`;
}

/** The cells a registration and a waiting-list entry have alike; the name carries the clusters it is in. */
function PersonCells({
  person: p,
  flags,
}: {
  person: Pick<RegistrationDto, 'firstName' | 'lastName' | 'email' | 'phone' | 'specialRequests'> &
    Partial<Pick<RegistrationDto, 'guests' | 'children' | 'answers' | 'channel'>>;
  flags?: string[];
}) {
  return (
    <>
      <td data-label="Name">
        {p.firstName} {p.lastName}
        {p.channel && (
          <Tag minimal className="adm-channel-tag">
            {CHANNEL_LABELS[p.channel]}
          </Tag>
        )}
        {flags?.map((label) => (
          <Tag key={label} minimal intent="warning" className="adm-cluster-tag">
            {label}
          </Tag>
        ))}
      </td>
      <td data-label="Email">{p.email}</td>
      <td data-label="Phone">{p.phone ?? ''}</td>
      <td data-label="Party">{partyText({ guests: p.guests ?? 0, children: p.children ?? 0 })}</td>
      <td data-label="Answers">{answersText(p.answers)}</td>
      <td data-label="Special requests">{p.specialRequests ?? ''}</td>
    </>
  );
}
