import { PeopleIcon } from './Icons';

/** A past event's attendance line; nothing at all when there is no count worth showing (attendanceLabel). */
export function Attendance({ label }: { label: string | null }) {
  if (!label) return null;
  return (
    <p className="attendance">
      <PeopleIcon />
      <span>{label}</span>
    </p>
  );
}
