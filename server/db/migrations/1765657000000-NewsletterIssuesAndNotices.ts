import { migration } from './defineMigration';
import { table } from './migrationSteps';
import { index } from './tableHelpers';

/**
 * The newsletter PDFs admins upload (the newest is the one the site links to; the rest are the archive), and who
 * hears of new messages, volunteers and photos waiting for approval (one row, like the site settings; ADR 057).
 */
export const NewsletterIssuesAndNotices1765657000000 = migration(
  'NewsletterIssuesAndNotices1765657000000',
  table({
    name: 'newsletter_issues',
    columns: `
      id, title varchar(150), issue_date varchar(10), file_key varchar(200), size int,
      is_demo bool = false, created_at timestamp = now, created_by ref?
    `,
    indices: [index('idx_newsletter_issues_date', ['issue_date'])],
  }),
  table({
    name: 'notice_settings',
    columns: 'id, data json, version int = 1, updated_at timestamp = now, updated_by ref?',
  }),
);
