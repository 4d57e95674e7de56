import type { VolunteerDto } from '../../api/types';
import { toCsv, csvDay, personColumns, type CsvColumn } from '../common/csv';

/** Every field of an application, in the order the cards show them, for a spreadsheet or a mail merge. */
const COLUMNS: CsvColumn<VolunteerDto>[] = [
  ...personColumns<VolunteerDto>(),
  { header: 'Phone', value: (v) => v.phone },
  { header: 'Interest', value: (v) => v.interest },
  { header: 'Status', value: (v) => (v.isActive ? 'Active' : 'Inactive') },
  { header: 'Applied', value: (v) => csvDay(v.createdAt) },
  { header: 'Experience', value: (v) => v.experience },
  { header: 'Availability', value: (v) => v.availability },
];

export const volunteersCsv = (rows: readonly VolunteerDto[]) => toCsv(rows, COLUMNS);
