import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../deps';
import { NewsletterIssue } from '../db/entities';
import type { NewsletterIssueDto } from '../../shared/api/types';
import { presentNewsletterIssue } from '../presenters/newsletter';

/**
 * The newsletter PDFs admins upload (ADR 057). The file is kept in the storage under `newsletters/<id>.pdf`; the row
 * says which issue it is. The newest issue (by its day, then by upload) is "the newsletter" the pages link to.
 */

export const newsletterFileKey = (id: string) => `newsletters/${id}.pdf`;

/** A PDF starts with these bytes (ISO 32000: the header may follow a few bytes of junk, but never does from us). */
export const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString('latin1') === '%PDF-';

const NEWEST_FIRST = { issueDate: 'DESC', createdAt: 'DESC' } as const;

export async function listNewsletterIssues(db: AppDeps['db']): Promise<NewsletterIssueDto[]> {
  const rows = await db.read.getRepository(NewsletterIssue).find({ order: NEWEST_FIRST });
  return rows.map(presentNewsletterIssue);
}

export async function latestNewsletterIssue(db: AppDeps['db']): Promise<NewsletterIssue | null> {
  return db.read.getRepository(NewsletterIssue).findOne({ where: {}, order: NEWEST_FIRST });
}

/** Stores the file, then records the issue; the caller has checked the bytes. */
export async function addNewsletterIssue(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  issue: { title: string; issueDate: string; isDemo?: boolean; createdBy: string | null },
  bytes: Buffer,
  m?: EntityManager,
): Promise<NewsletterIssue> {
  const id = randomUUID();
  const fileKey = newsletterFileKey(id);
  await deps.storage.put(fileKey, bytes, 'application/pdf');
  const row = {
    id,
    title: issue.title,
    issueDate: issue.issueDate,
    fileKey,
    size: bytes.length,
    isDemo: issue.isDemo ?? false,
    createdAt: new Date(),
    createdBy: issue.createdBy,
  };
  try {
    if (m) await m.insert(NewsletterIssue, row);
    else await deps.db.write((w) => w.insert(NewsletterIssue, row));
  } catch (err) {
    await deps.storage.delete(fileKey).catch(() => undefined);
    throw err;
  }
  return Object.assign(new NewsletterIssue(), row);
}
