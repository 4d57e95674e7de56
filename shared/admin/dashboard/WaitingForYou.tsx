import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Card, Classes } from '@blueprintjs/core';
import { adminWaitingQuery } from '../../api/queries';
import type { WaitingDto } from '../../api/types';
import { countOf } from '../../lib/plural';
import { NEW_VOLUNTEER_DAYS } from '../../constants';

export const WAITING_HEADING = 'Waiting for You';

/** Each thing that waits for the office, in words, and the screen where it is dealt with. */
export function waitingItems(w: WaitingDto): [to: string, label: string, count: number][] {
  return [
    ['/admin/contacts', countOf(w.unreadMessages, 'unread message'), w.unreadMessages],
    [
      '/admin/volunteers',
      `${countOf(w.newVolunteers, 'new volunteer')} (last ${NEW_VOLUNTEER_DAYS} days)`,
      w.newVolunteers,
    ],
    ['/admin/gallery', countOf(w.photosToApprove, 'photo to approve', 'photos to approve'), w.photosToApprove],
  ];
}

/** What waits for the office (ADR 057): unread messages, new volunteers and members' photos to approve. */
export function WaitingForYou() {
  const query = useQuery(adminWaitingQuery());
  const items = query.data ? waitingItems(query.data) : null;
  return (
    <section className="adm-section" aria-labelledby="adm-waiting">
      <h2 id="adm-waiting">{WAITING_HEADING}</h2>
      {query.isError && <p className="adm-meta">What waits could not be counted. Reload the page to try again.</p>}
      <ul className="adm-waiting" aria-busy={query.isPending}>
        {(items ?? waitingItems({ unreadMessages: 0, newVolunteers: 0, photosToApprove: 0 })).map(
          ([to, label, count]) => (
            <li key={to}>
              <Card compact className={count > 0 ? 'adm-waiting-some' : undefined}>
                {items ? <Link to={to}>{label}</Link> : <span className={Classes.SKELETON}>{label}</span>}
              </Card>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}
