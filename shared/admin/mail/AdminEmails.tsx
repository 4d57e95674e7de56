import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, FormGroup, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { Refresh } from '@blueprintjs/icons';
import { adminEmailsQuery } from '../../api/queries';
import { call } from '../../api/call';
import { queryKeys } from '../../api/keys';
import { OUTBOUND_EMAIL_STATUSES, type OutboundEmailDto, type OutboundEmailStatus } from '../../api/mail';
import { AdminScreen } from '../common/AdminScreen';
import { ColumnHeads } from '../common/ColumnHeads';
import { ScreenState } from '../common/ScreenState';
import { failureToast, successToast } from '../common/failureToast';
import { formatMailTime, KIND_LABELS, STATUS_INTENTS, STATUS_LABELS } from './mailFormat';
import '../../ui/layout.css';
import './mail.css';
import { adminScreen } from '../screens';

export const MAIL_PAGE_SIZE = 25;

/**
 * Outgoing e-mail (ADR 013): what the site has sent, what is waiting, and what failed, newest first.
 * Failed messages are highlighted and can be put back in the queue with Retry.
 */
export function AdminEmails() {
  const [status, setStatus] = useState<OutboundEmailStatus | null>(null);
  const [offset, setOffset] = useState(0);
  const queryClient = useQueryClient();
  const list = useQuery({
    ...adminEmailsQuery({ limit: MAIL_PAGE_SIZE, offset, status }),
    placeholderData: keepPreviousData,
  });

  const refreshAll = () =>
    queryClient.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).startsWith(queryKeys.adminEmails()[0]) });

  const retry = useMutation({
    mutationFn: (message: OutboundEmailDto) => call('adminEmailRetry', { params: { id: message.id } }),
    meta: { adminCall: true },
    onSuccess: (_data, message) => {
      successToast('Message queued', `The message to ${message.to} will be sent again shortly.`);
      return refreshAll();
    },
    onError: (error) => failureToast('Retry failed', error, 'The message could not be queued again.'),
  });

  const data = list.data;
  const from = data && data.total > 0 ? offset + 1 : 0;
  const to = data ? Math.min(offset + data.items.length, data.total) : 0;

  return (
    <AdminScreen
      title={adminScreen('emails').label}
      actions={
        <Button
          icon={<Refresh />}
          text="Refresh"
          onClick={() => void refreshAll()}
          loading={list.isFetching && !list.isLoading}
        />
      }
    >
      <div className="adm-mail-filters">
        <FormGroup label="Show" labelFor="adm-mail-status">
          <HTMLSelect
            id="adm-mail-status"
            value={status ?? ''}
            onChange={(e) => {
              setStatus((e.currentTarget.value || null) as OutboundEmailStatus | null);
              setOffset(0);
            }}
            options={[
              { value: '', label: 'All messages' },
              ...OUTBOUND_EMAIL_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
            ]}
          />
        </FormGroup>
        {data && (
          <ul className="inline-list" aria-label="Messages by status">
            {OUTBOUND_EMAIL_STATUSES.map((s) => (
              <li key={s}>
                <Tag minimal intent={STATUS_INTENTS[s]}>
                  {STATUS_LABELS[s]}: {data.counts[s]}
                </Tag>
              </li>
            ))}
          </ul>
        )}
      </div>

      {list.isLoading ? (
        <ScreenState kind="loading" label="Loading messages..." />
      ) : list.isError ? (
        <ScreenState
          kind="error"
          title="Could not load messages"
          description="The list of outgoing e-mail could not be loaded."
          onRetry={() => void list.refetch()}
        />
      ) : !data || data.items.length === 0 ? (
        <ScreenState
          kind="empty"
          title={status ? `No ${STATUS_LABELS[status].toLowerCase()} messages` : 'No Messages Yet'}
          description="Confirmations, acknowledgements and notices the site sends are listed here."
        />
      ) : (
        <>
          <div className="adm-table-wrap">
            <HTMLTable className="adm-mail-table adm-card-table" striped compact>
              <caption className="bp6-text-muted">
                Outgoing e-mail, newest first ({from}–{to} of {data.total})
              </caption>
              <ColumnHeads
                columns={[
                  'Queued',
                  'To',
                  'Subject',
                  'Status',
                  'Attempts',
                  'Last error',
                  { key: 'action', label: <span className="bp6-text-muted">Action</span> },
                ]}
              />
              <tbody>
                {data.items.map((m) => (
                  <tr key={m.id} className={m.status === 'failed' ? 'adm-mail-failed' : undefined}>
                    <td data-label="Queued">{formatMailTime(m.createdAt)}</td>
                    <td data-label="To">{m.to}</td>
                    <td data-label="Subject">
                      {m.subject}
                      <div className="adm-mail-note">{KIND_LABELS[m.kind] ?? m.kind}</div>
                    </td>
                    <td data-label="Status">
                      <Tag intent={STATUS_INTENTS[m.status]}>{STATUS_LABELS[m.status]}</Tag>
                      {m.sentAt && <div className="adm-mail-note">{formatMailTime(m.sentAt)}</div>}
                    </td>
                    <td data-label="Attempts">{m.attempts}</td>
                    <td data-label="Last error">
                      {m.lastError && <span className="adm-mail-error">{m.lastError}</span>}
                    </td>
                    <td>
                      {m.status === 'failed' && (
                        <Button
                          size="small"
                          intent="primary"
                          text="Retry"
                          aria-label={`Retry the message to ${m.to}`}
                          loading={retry.isPending && retry.variables?.id === m.id}
                          onClick={() => retry.mutate(m)}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          {data.total > MAIL_PAGE_SIZE && (
            <nav className="adm-mail-pager" aria-label="Pages">
              <Button
                text="Newer"
                disabled={offset === 0}
                onClick={() => setOffset(Math.max(0, offset - MAIL_PAGE_SIZE))}
              />
              <span>
                {from}–{to} of {data.total}
              </span>
              <Button
                text="Older"
                disabled={offset + MAIL_PAGE_SIZE >= data.total}
                onClick={() => setOffset(offset + MAIL_PAGE_SIZE)}
              />
            </nav>
          )}
        </>
      )}
    </AdminScreen>
  );
}
