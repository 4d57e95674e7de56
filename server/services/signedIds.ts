import crypto from 'node:crypto';
import { isId } from '@shared/schemas/common';

/**
 * A token that names one record, for a link in a mail: `<id>.<HMAC-SHA256 over purpose and id>` under the site's
 * session secret. Nothing secret is stored; the purpose keeps a token made for one link from opening another.
 */
export function signedIds(purpose: string) {
  const signatureOf = (secret: string, id: string) =>
    crypto.createHmac('sha256', secret).update(`${purpose}\n${id}`).digest('base64url');
  return {
    sign: (secret: string, id: string): string => `${id}.${signatureOf(secret, id)}`,
    /** The id a token names, when the site signed it for this purpose; null for anything else. */
    read(secret: string, token: unknown): string | null {
      if (typeof token !== 'string' || token.length > 200) return null;
      const [id, signature, ...rest] = token.split('.');
      if (rest.length || !id || !signature || !isId(id)) return null;
      const expected = Buffer.from(signatureOf(secret, id));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
      return id;
    },
  };
}
