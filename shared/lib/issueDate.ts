import { formatMonthDayYear } from './eventTime';

/** A newsletter's day ('2026-01-10') as people read it ("January 10, 2026"): noon UTC is that day on the preserve's clock too. */
export const formatIssueDate = (day: string) => formatMonthDayYear(new Date(`${day}T12:00:00Z`));
