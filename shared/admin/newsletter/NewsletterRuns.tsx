import { useQuery } from '@tanstack/react-query';
import { Card, ProgressBar, Tag } from '@blueprintjs/core';
import { adminNewsletterRunsQuery } from '../../api/queries';
import type { NewsletterRunDto } from '../../api/types';
import { formatDateTime } from '../users/accountFormat';

/** "12 of 40 sent", with the failures and the people who left meanwhile when there are any. */
export function runSummary(run: NewsletterRunDto): string {
  const parts = [`${run.sent} of ${run.total} sent`];
  if (run.failed) parts.push(`${run.failed} failed`);
  if (run.skipped) parts.push(`${run.skipped} unsubscribed meanwhile`);
  return parts.join(' · ');
}

/** The share of a run that is settled (sent, failed or skipped), 0 to 1; an empty run is complete. */
const settled = (run: NewsletterRunDto) => (run.total ? (run.sent + run.failed + run.skipped) / run.total : 1);

/** The newsletters sent lately with how far each has got; asked again every two seconds while one is going out. */
export function NewsletterRuns() {
  const query = useQuery(adminNewsletterRunsQuery());
  const runs = query.data;
  if (!runs?.length) return null;
  return (
    <section className="adm-section" aria-labelledby="adm-newsletter-runs">
      <h2 id="adm-newsletter-runs">Sent Newsletters</h2>
      <ul className="adm-newsletter-runs">
        {runs.map((run) => (
          <li key={run.id}>
            <Card compact>
              <div className="adm-newsletter-run-head">
                <strong>{run.subject}</strong>
                <Tag minimal intent={run.status === 'done' ? 'success' : 'primary'}>
                  {run.status === 'done' ? 'Done' : 'Sending'}
                </Tag>
              </div>
              <ProgressBar
                aria-label={`Progress: ${run.subject}`}
                value={settled(run)}
                intent={run.status === 'done' ? (run.failed ? 'warning' : 'success') : 'primary'}
                animate={run.status === 'sending'}
                stripes={run.status === 'sending'}
              />
              <p className="adm-newsletter-run-facts">
                {runSummary(run)} · started {formatDateTime(run.createdAt, '')}
                {run.finishedAt ? ` · finished ${formatDateTime(run.finishedAt, '')}` : ''}
              </p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
