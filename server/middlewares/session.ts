import type Koa from 'koa';
import session from 'koa-session';
import { LessThan, Not, type EntityManager } from 'typeorm';
import { UNSEEN_BY_VISITORS, type Database } from '../db/database';
import { Session } from '../db/entities';
import { startLeasedChore } from '../services/chores';

export const SESSION_COOKIE = 'preserve.sid';
export const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * koa-session's external store on the `sessions` table, so every instance shares sign-ins. Session rows show on no
 * anonymous answer, so writing them leaves the public response cache alone.
 */
export function sessionStore(db: Database) {
  return {
    async get(sid: string) {
      const row = await db.repo(Session).findOneBy({ sid });
      if (!row || row.expire.getTime() <= Date.now()) return null;
      return row.sess;
    },
    async set(sid: string, sess: Record<string, unknown>, maxAge: number) {
      const expire = new Date(Date.now() + (typeof maxAge === 'number' ? maxAge : SESSION_MAX_AGE_MS));
      const userId = typeof sess.userId === 'string' ? sess.userId : null;
      await db.write(
        (m) => m.getRepository(Session).upsert({ sid, sess: sess as never, expire, userId }, ['sid']),
        UNSEEN_BY_VISITORS,
      );
    },
    async destroy(sid: string) {
      await db.write((m) => m.getRepository(Session).delete({ sid }), UNSEEN_BY_VISITORS);
    },
  };
}

export function sessionMiddleware(app: Koa, db: Database, secure: boolean) {
  return session(
    {
      key: SESSION_COOKIE,
      maxAge: SESSION_MAX_AGE_MS,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      secure,
      renew: true,
      store: sessionStore(db),
    },
    app,
  );
}

/**
 * Ends every session of a user (password change or reset, account disabled), except `keepSid` when given.
 * Runs inside the caller's write so it lands together with the change that calls for it.
 */
export async function endSessionsOf(m: EntityManager, userId: string, keepSid?: string): Promise<void> {
  await m.delete(Session, keepSid ? { userId, sid: Not(keepSid) } : { userId });
}

/**
 * Deletes expired sessions now and then; an expired row is already ignored by get(). With several instances on
 * one database, the one holding the lease does it (ADR 022).
 */
export function startSessionPurge(db: Database, everyMs = 60 * 60 * 1000): () => Promise<void> {
  return startLeasedChore(db, 'session-purge', everyMs, () =>
    db.write((m) => m.getRepository(Session).delete({ expire: LessThan(new Date()) }), UNSEEN_BY_VISITORS),
  );
}
