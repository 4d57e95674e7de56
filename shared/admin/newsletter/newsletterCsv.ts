import type { NewsletterSubscriberDto } from '../../api/types';
import { toCsv, csvDay, type CsvColumn } from '../common/csv';

/** The list for a mail merge: who, and since when they are confirmed (empty while pending). */
const COLUMNS: CsvColumn<NewsletterSubscriberDto>[] = [
  { header: 'Email', value: (s) => s.email },
  { header: 'First name', value: (s) => s.firstName },
  { header: 'Status', value: (s) => (s.confirmedAt ? 'Confirmed' : 'Pending') },
  { header: 'Confirmed', value: (s) => csvDay(s.confirmedAt) },
  { header: 'Signed up', value: (s) => csvDay(s.subscribedAt) },
];

export const subscribersCsv = (rows: readonly NewsletterSubscriberDto[]) => toCsv(rows, COLUMNS);
