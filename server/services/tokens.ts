import crypto from 'node:crypto';

/**
 * Secrets handed to people (desktop tokens, reset links): 32 random bytes in base64url. Only their sha256 is
 * stored, so a copy of the database lets nobody in. sha256 without salt is enough here because the secret is
 * random and long, not a password someone chose.
 */
export const API_TOKEN_PREFIX = 'pst_';

export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function newSecret(prefix = ''): { secret: string; hash: string } {
  const secret = prefix + crypto.randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}
