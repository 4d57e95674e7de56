import type { AdminUserDto } from '../../api/accounts';
import { PRESERVE_TIME_ZONE } from '../../constants';

// Times on the admin screens use the preserve's clock like every other date on the site, with the zone
// named so an admin elsewhere is not misled.
const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: PRESERVE_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});
const zoneName = new Intl.DateTimeFormat('en-US', { timeZone: PRESERVE_TIME_ZONE, timeZoneName: 'short' });

/** "Nov 23, 2026, 8:05 AM EST", or the fallback when there is no time. */
export function formatDateTime(iso: string | null, fallback: string): string {
  if (!iso) return fallback;
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return fallback;
  const zone = zoneName.formatToParts(d).find((p) => p.type === 'timeZoneName')?.value;
  return zone ? `${dateTime.format(d)} ${zone}` : dateTime.format(d);
}

/** The name to show and to announce: first and last name, or the e-mail when the account has no name. */
export function displayName(user: Pick<AdminUserDto, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}
