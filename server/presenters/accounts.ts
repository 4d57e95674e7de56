import type { ApiToken, User } from '../db/entities';

/** What an admin sees of an account in the users list. Never the password hash. */
export interface AdminUserDto {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  disabled: boolean;
  lastSignInAt: string | null;
  createdAt: string;
  tokenCount: number;
}

/** A desktop token as listed: never its secret (only shown once, when issued) nor its hash. */
export interface ApiTokenDto {
  id: string;
  deviceName: string | null;
  createdAt: string;
  lastUsedAt: string | null;
}

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

export const presentApiToken = (t: ApiToken): ApiTokenDto => ({
  id: t.id,
  deviceName: t.deviceName,
  createdAt: t.createdAt.toISOString(),
  lastUsedAt: isoOrNull(t.lastUsedAt),
});
