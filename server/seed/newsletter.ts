import type { Database } from '../db/database';
import type { Storage } from '../services/storage';
import type { Organisation } from '../../shared/organisation';
import { addNewsletterIssue } from '../services/newsletterIssues';
import { preserveCalendarDay } from '../../shared/lib/eventTime';

export const DEMO_NEWSLETTER_TITLE = 'Annual Newsletter (sample edition)';

/** The demo site's newsletter: the sample PDF as a demo issue, marked so "Remove all demo content" takes it. */
export async function seedDemoNewsletter(deps: { db: Database; storage: Storage }, org: Organisation) {
  // The PDF library and its fonts load only for a demo seed, not at every start.
  const { sampleNewsletterPdf } = await import('./sampleNewsletterPdf');
  const bytes = await sampleNewsletterPdf(org);
  await addNewsletterIssue(
    deps,
    { title: DEMO_NEWSLETTER_TITLE, issueDate: preserveCalendarDay(new Date()), isDemo: true, createdBy: null },
    bytes,
  );
}
