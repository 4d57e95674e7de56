import type { ApiToken, User } from '../db/entities';
import type { AdminUserDto, DeviceTokenDto } from '../../shared/api/accounts';

/** The shapes are the shared API contract (shared/api/accounts.ts): server and screens read one definition. */
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

export const presentAdminUser = (u: User, tokenCount: number): AdminUserDto => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  isAdmin: u.isAdmin,
  disabled: u.disabled,
  lastSignInAt: isoOrNull(u.lastSignInAt),
  createdAt: u.createdAt.toISOString(),
  tokenCount,
});

export const presentApiToken = (t: ApiToken): DeviceTokenDto => ({
  id: t.id,
  deviceName: t.deviceName,
  createdAt: t.createdAt.toISOString(),
  lastUsedAt: isoOrNull(t.lastUsedAt),
});
