import type { ContactSubmissionDto } from '../../api/types';
import { toCsv, csvDateTime, personColumns, type CsvColumn } from '../common/csv';

/** Every message with its read status, newest first as on screen. */
const COLUMNS: CsvColumn<ContactSubmissionDto>[] = [
  { header: 'Received', value: (c) => csvDateTime(c.createdAt) },
  ...personColumns<ContactSubmissionDto>(),
  { header: 'Subject', value: (c) => c.subject },
  { header: 'Message', value: (c) => c.message },
  { header: 'Status', value: (c) => (c.isRead ? 'Read' : 'Unread') },
];

export const contactsCsv = (rows: readonly ContactSubmissionDto[]) => toCsv(rows, COLUMNS);
