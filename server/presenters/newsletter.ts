import type { NewsletterIssue, NewsletterRun, NewsletterSubscription } from '../db/entities';
import type { NewsletterIssueDto, NewsletterRunDto, NewsletterSubscriberDto } from '../../shared/api/types';

export const newsletterIssueUrl = (id: string) => `/api/newsletter-pdf/${id}`;

export function presentNewsletterIssue(row: NewsletterIssue): NewsletterIssueDto {
  return {
    id: row.id,
    title: row.title,
    issueDate: row.issueDate,
    url: newsletterIssueUrl(row.id),
    size: row.size,
    isDemo: row.isDemo,
  };
}

export const presentSubscriber = (row: NewsletterSubscription): NewsletterSubscriberDto => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  subscribedAt: row.subscribedAt.toISOString(),
  confirmedAt: row.confirmedAt?.toISOString() ?? null,
});

/** `counts`: the run's own once done, counted live while sending (runCounts in services/newsletterRuns.ts). */
export const presentRun = (
  run: NewsletterRun,
  counts: Pick<NewsletterRunDto, 'sent' | 'failed' | 'skipped'>,
): NewsletterRunDto => ({
  id: run.id,
  subject: run.subject,
  status: run.status,
  total: run.total,
  sent: counts.sent,
  failed: counts.failed,
  skipped: counts.skipped,
  createdAt: run.createdAt.toISOString(),
  finishedAt: run.finishedAt?.toISOString() ?? null,
});
