import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, HTMLTable, Tag } from '@blueprintjs/core';
import { Download, Trash } from '@blueprintjs/icons';
import { adminNewsletterSubscribersQuery } from '../../api/queries';
import { queryKeys } from '../../api/keys';
import { call } from '../../api/call';
import type { NewsletterSubscriberDto } from '../../api/types';
import { AdminScreen } from '../common/AdminScreen';
import { ColumnHeads } from '../common/ColumnHeads';
import { listStates, QueryStates } from '../common/QueryStates';
import { ConfirmRemoval, type RemovalQuestion } from '../common/ConfirmRemoval';
import { useAdminPlatform } from '../common/platform';
import { failureToast, successToast } from '../common/failureToast';
import { csvFileName } from '../common/csv';
import { formatDateTime } from '../users/accountFormat';
import { subscribersCsv } from './newsletterCsv';
import { NewsletterCompose } from './NewsletterCompose';
import { NewsletterRuns } from './NewsletterRuns';
import { NewsletterIssues } from './NewsletterIssues';
import './newsletter.css';
import { adminScreen } from '../screens';

export const REMOVE_SUBSCRIBER_QUESTION = 'Remove this address from the newsletter list? This cannot be undone.';

const REMOVE_SUBSCRIBER: RemovalQuestion<NewsletterSubscriberDto> = {
  question: REMOVE_SUBSCRIBER_QUESTION,
  cancel: 'Keep it',
  confirm: 'Yes, remove',
  details: (subscriber) => subscriber.email,
};

const NO_SUBSCRIBERS = 'Addresses signed up with the newsletter box on the home and events pages appear here.';

/**
 * Admin newsletter (/admin/newsletter): writing and sending the newsletter with the progress of recent sends, how
 * many are confirmed and pending, every address, export and removal.
 */
export function AdminNewsletter() {
  const platform = useAdminPlatform();
  const queryClient = useQueryClient();
  const query = useQuery(adminNewsletterSubscribersQuery());
  const subscribers = query.data;
  const [removing, setRemoving] = useState<NewsletterSubscriberDto | null>(null);

  const remove = useMutation({
    meta: { adminCall: true },
    mutationFn: async (s: NewsletterSubscriberDto) => {
      await call('adminNewsletterSubscriberDelete', { params: { id: s.id } });
      return s;
    },
    onSuccess: (gone) => {
      queryClient.setQueryData<NewsletterSubscriberDto[]>(queryKeys.adminNewsletterSubscribers, (list) =>
        list?.filter((s) => s.id !== gone.id),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminNewsletterSubscribers });
      successToast('Subscriber Removed', `${gone.email} is no longer on the newsletter list.`);
    },
    onError: (error) =>
      failureToast('Failed to Remove Subscriber', error, 'There was an error removing this subscriber.'),
  });

  const exportCsv = () => {
    if (subscribers)
      platform.saveFile(csvFileName('newsletter'), 'text/csv;charset=utf-8', subscribersCsv(subscribers));
  };

  const actions = subscribers?.length ? (
    <Button icon={<Download />} onClick={exportCsv}>
      Export CSV
    </Button>
  ) : undefined;

  return (
    <AdminScreen title={adminScreen('newsletter').label} actions={actions}>
      <NewsletterCompose confirmed={subscribers ? subscribers.filter((s) => s.confirmedAt).length : null} />
      <NewsletterRuns />
      <NewsletterIssues />
      <h2 className="adm-section">Subscribers</h2>
      <QueryStates
        query={query}
        {...listStates('subscribers', 'The newsletter list', NO_SUBSCRIBERS, { reloads: true })}
      >
        {(loaded) => <SubscriberList subscribers={loaded} onRemove={setRemoving} />}
      </QueryStates>
      <ConfirmRemoval state={[removing, setRemoving]} mutation={remove} texts={REMOVE_SUBSCRIBER} />
    </AdminScreen>
  );
}

function SubscriberList({
  subscribers,
  onRemove,
}: {
  subscribers: NewsletterSubscriberDto[];
  onRemove(s: NewsletterSubscriberDto): void;
}) {
  const confirmed = subscribers.filter((s) => s.confirmedAt).length;
  return (
    <>
      <section aria-label="Subscriber counts" className="adm-stats">
        <Card>
          <span className="adm-stat-value">{confirmed}</span>
          Confirmed
        </Card>
        <Card>
          <span className="adm-stat-value">{subscribers.length - confirmed}</span>
          Pending
        </Card>
      </section>
      {/* Focusable so keyboard users can scroll the table sideways on a narrow screen. */}
      <div className="adm-table-wrap adm-section" role="region" aria-labelledby="adm-newsletter-caption" tabIndex={0}>
        <HTMLTable className="adm-card-table" compact>
          <caption id="adm-newsletter-caption" className="adm-visually-hidden">
            Newsletter subscribers
          </caption>
          <ColumnHeads columns={['Email', 'First name', 'Confirmed', { key: 'actions', label: 'Actions' }]} />
          <tbody>
            {subscribers.map((s) => (
              <tr key={s.id}>
                <td data-label="Email">{s.email}</td>
                <td data-label="First name">{s.firstName ?? ''}</td>
                <td data-label="Confirmed">
                  {s.confirmedAt ? formatDateTime(s.confirmedAt, '') : <Tag minimal>Pending</Tag>}
                </td>
                <td data-label="Actions">
                  <Button
                    variant="minimal"
                    intent="danger"
                    icon={<Trash />}
                    aria-label={`Remove: ${s.email}`}
                    onClick={() => onRemove(s)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </>
  );
}
