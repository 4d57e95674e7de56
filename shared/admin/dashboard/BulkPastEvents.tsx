import { useId, useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, FormGroup, HTMLTable, ProgressBar, TextArea } from '@blueprintjs/core';
import { History } from '@blueprintjs/icons';
import { apiRequest, serverMessage } from '../../api/http';
import { queryKeys } from '../../api/keys';
import { isAdminSignedOut } from '../../api/session';
import { formatLongDate } from '../../lib/eventTime';
import { pastEventDrafts, type PastEventDraft, type PastEventOrganisation } from '../../lib/pastEvents';
import { toast } from '../../ui/toast';
import { successToast } from '../common/failureToast';
import { ColumnHeads } from '../common/ColumnHeads';
import './dashboard.css';

/** A run that stopped part-way: the message stays the server's ("<status>: ...") so a 401 is still seen as one. */
class BulkCreateError extends Error {
  constructor(
    readonly cause: unknown,
    readonly created: number,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/**
 * The bulk past-event creator on the dashboard: image paths in, one inactive annual-meeting event per
 * path out. The preview shows exactly what will be sent; events are created one at a time so the admin sees
 * progress and, if one fails, knows how many made it (the rest stay in the box to try again).
 */
export function BulkPastEvents({ organisation }: { organisation: PastEventOrganisation }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const drafts = useMemo(() => pastEventDrafts(text, organisation), [text, organisation]);

  const create = useMutation({
    meta: { adminCall: true },
    mutationFn: async (list: PastEventDraft[]) => {
      setProgress({ done: 0, total: list.length });
      for (let i = 0; i < list.length; i++) {
        try {
          await apiRequest('POST', '/api/admin/events', list[i]);
        } catch (err) {
          throw new BulkCreateError(err, i);
        }
        setProgress({ done: i + 1, total: list.length });
      }
      return list.length;
    },
    onSuccess: (count) => {
      successToast(
        'Past Events Created!',
        `${count} past event${count === 1 ? ' was' : 's were'} created as inactive events.`,
      );
      setText('');
    },
    onError: (error, list) => {
      const created = error instanceof BulkCreateError ? error.created : 0;
      // Keep only the paths that were not created, so trying again does not make duplicates.
      setText(
        list
          .slice(created)
          .map((d) => d.imageUrl)
          .join('\n'),
      );
      if (isAdminSignedOut(error, { adminCall: true })) return;
      const reason = serverMessage(error instanceof BulkCreateError ? error.cause : error);
      toast({
        title: 'Failed to Create Events',
        description: `${created} of ${list.length} events were created. ${reason ?? 'Please try again.'}`,
        variant: 'destructive',
      });
    },
    onSettled: async () => {
      setProgress(null);
      await queryClient.invalidateQueries({ queryKey: queryKeys.events });
    },
  });

  function start() {
    if (drafts.length === 0) {
      toast({
        title: 'No Events to Create',
        description: 'Enter at least one image path, one per line.',
        variant: 'destructive',
      });
      return;
    }
    create.mutate(drafts);
  }

  return (
    <Card className="adm-bulk adm-section">
      <h2 id={`${id}-title`}>Bulk Past Events</h2>
      <p className="adm-meta">
        One image path per line. Each becomes an inactive “{organisation.abbreviation} Annual Meeting” event on June 15
        at 10:00 AM of the year in its path (for example /images/2019/meeting.jpg), or of this year when the path names
        none.
      </p>
      <FormGroup label="Image paths (one per line)" labelFor={`${id}-paths`}>
        <TextArea
          id={`${id}-paths`}
          value={text}
          onChange={(e) => setText(e.target.value)}
          rows={5}
          fill
          disabled={create.isPending}
          placeholder={'/images/2019/annual-meeting.jpg\n/images/2021/annual-meeting.jpg'}
        />
      </FormGroup>
      {drafts.length > 0 && (
        <div className="adm-table-scroll">
          <HTMLTable compact className="adm-bulk-preview">
            <caption>
              Preview: {drafts.length} event{drafts.length === 1 ? '' : 's'} will be created
            </caption>
            <ColumnHeads columns={['Title', 'Date', 'Time', 'Location', 'Image']} />
            <tbody>
              {drafts.map((d, i) => (
                <tr key={`${i}-${d.imageUrl}`}>
                  <td>{d.title}</td>
                  <td>{formatLongDate(d.date)}</td>
                  <td>{d.time}</td>
                  <td>{d.location}</td>
                  <td>
                    <code>{d.imageUrl}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
      {progress && (
        <div className="adm-bulk-progress">
          <ProgressBar
            value={progress.total ? progress.done / progress.total : 0}
            intent="primary"
            aria-label="Creating past events"
          />
          <p role="status">
            Creating events: {progress.done} of {progress.total} done...
          </p>
        </div>
      )}
      <Button intent="primary" icon={<History />} loading={create.isPending} onClick={start}>
        {drafts.length > 0
          ? `Create ${drafts.length} Past Event${drafts.length === 1 ? '' : 's'}`
          : 'Create Past Events'}
      </Button>
    </Card>
  );
}
