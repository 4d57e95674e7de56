import type { ContactSubmissionDto } from '../../api/types';
import { toCsv, type CsvColumn } from '../common/csv';

/** Every message with its read status, newest first as on screen. */
const COLUMNS: CsvColumn<ContactSubmissionDto>[] = [
  { header: 'Received', value: (c) => c.createdAt },
  { header: 'First name', value: (c) => c.firstName },
  { header: 'Last name', value: (c) => c.lastName },
  { header: 'Email', value: (c) => c.email },
  { header: 'Subject', value: (c) => c.subject },
  { header: 'Message', value: (c) => c.message },
  { header: 'Status', value: (c) => (c.isRead ? 'Read' : 'Unread') },
];

export const contactsCsv = (rows: readonly ContactSubmissionDto[]) => toCsv(rows, COLUMNS);
