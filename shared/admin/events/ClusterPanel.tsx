import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@blueprintjs/core';
import { call } from '../../api/call';
import type { Cluster } from '../../lib/registrationClusters';
import { countOf } from '../../lib/plural';
import { refreshEvents } from './eventWrites';
import { ActionFailed } from '../common/ScreenState';

/** What a cluster holds, as the list says it: "5 people registered, 1 waiting". */
export function clusterSize(c: Cluster): string {
  const waiting = c.waitingIds.length ? `, ${c.waitingIds.length} waiting` : '';
  return `${countOf(c.registrationIds.length, 'person', 'people')} registered${waiting}`;
}

/**
 * The clusters among an event's sign-ups (many from one connection or one domain, ADR 051), each with a button that
 * removes all of it in one step after a confirming second press. Nobody removed is mailed; the server gives the
 * freed seats to the people waiting.
 */
export function ClusterPanel({ eventId, clusters }: { eventId: string; clusters: Cluster[] }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (c: Cluster) =>
      call('adminEventClusterRemove', { params: { id: eventId }, body: { by: c.by, key: c.key } }),
    onSettled: async () => {
      setConfirming(null);
      await refreshEvents(queryClient, eventId);
    },
  });
  if (!clusters.length) return null;
  return (
    <section className="adm-clusters" aria-labelledby="adm-clusters-title">
      <h3 id="adm-clusters-title">Clusters</h3>
      <p className="adm-meta">
        Many sign-ups from one connection or one e-mail domain. A family or a club is usually fine; dozens of made-up
        names are someone holding seats. Removing a cluster mails nobody, and its seats go to the people waiting.
      </p>
      <ul className="adm-cluster-list">
        {clusters.map((c) => {
          const id = `${c.by}:${c.key}`;
          const total = c.registrationIds.length + c.waitingIds.length;
          return (
            <li key={id} className="adm-cluster">
              <span>
                <strong>{c.label}</strong>: {clusterSize(c)}
              </span>
              {confirming === id ? (
                <Button
                  size="small"
                  intent="danger"
                  loading={remove.isPending}
                  text={`Confirm removing all ${total}`}
                  aria-label={`Confirm removing all ${total} of ${c.label}`}
                  onClick={() => remove.mutate(c)}
                />
              ) : (
                <Button
                  size="small"
                  text="Remove all"
                  aria-label={`Remove all ${total} of ${c.label}`}
                  onClick={() => setConfirming(id)}
                />
              )}
            </li>
          );
        })}
      </ul>
      <ActionFailed failed={remove.isError} what="cluster could not be removed" />
    </section>
  );
}
