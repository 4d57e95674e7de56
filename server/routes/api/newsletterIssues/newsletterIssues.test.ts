import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '@server/test/harness';
import type { TestClient } from '@server/test/client';
import { expectApiError } from '@server/test/assertions';
import { NewsletterIssue } from '@server/db/entities';
import {
  NEWSLETTER_PDF_MAX_BYTES,
  NEWSLETTER_PDF_NOT_PDF,
  NEWSLETTER_PDF_REQUIRED,
  NEWSLETTER_PDF_TOO_LARGE,
} from '@shared/schemas/newsletterIssues';
import type { DemoContentSummaryDto, NewsletterIssueDto } from '@shared/api/types';
import { DEMO_NEWSLETTER_TITLE } from '@server/seed/newsletter';
import { listSiteKeys } from '@server/services/storage/areas';

/** A small but real PDF (one empty page), with a marker to tell issues apart. */
function pdf(marker: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n% ${marker}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n` +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

const upload = (client: TestClient, title: string, issueDate: string, bytes: Buffer) =>
  client.post('/api/admin/newsletter-issues', { title, issueDate, pdf: bytes.toString('base64') });

describe('newsletter PDFs (ADR 057)', () => {
  let server: TestServer;
  let admin: TestClient;
  let member: TestClient;

  beforeAll(async () => {
    server = await startTestServer();
    ({ client: admin } = await server.signedIn({ admin: true }));
    ({ client: member } = await server.signedIn());
  });
  afterAll(() => server.close());

  const fetchPdf = (path: string) => fetch(server.url + path);

  it('a site without an uploaded newsletter has none: 404 and an empty list, no sample', async () => {
    const res = await fetchPdf('/api/newsletter-pdf');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toBe('application/pdf');
    const list = await server.client().get('/api/newsletter-issues');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
  });

  it('an admin uploads issues; the newest is the newsletter, every one stays in the archive', async () => {
    const spring = await upload(admin, 'Spring 2025', '2025-04-01', pdf('spring'));
    expect(spring.status).toBe(201);
    expect(spring.body).toMatchObject({ title: 'Spring 2025', issueDate: '2025-04-01', isDemo: false });
    const annual = await upload(admin, 'Annual Newsletter 2026', '2026-01-10', pdf('annual'));
    expect(annual.status).toBe(201);

    const latest = await fetchPdf('/api/newsletter-pdf');
    expect(latest.status).toBe(200);
    expect(latest.headers.get('content-type')).toBe('application/pdf');
    // The newest one's bytes, exactly as uploaded.
    expect(Buffer.from(await latest.arrayBuffer()).equals(pdf('annual'))).toBe(true);
    // It changes when a newer issue arrives, so no cache may keep it for long.
    expect(latest.headers.get('cache-control')).toBe('no-cache');

    const list = await server.client().get<NewsletterIssueDto[]>('/api/newsletter-issues');
    expect(list.body.map((i) => [i.title, i.issueDate])).toEqual([
      ['Annual Newsletter 2026', '2026-01-10'],
      ['Spring 2025', '2025-04-01'],
    ]);
    // Kept in an area of the file store a backup takes.
    expect((await listSiteKeys(server.deps.storage)).filter((k) => k.startsWith('newsletters/'))).toHaveLength(2);
    const older = await fetchPdf(list.body[1].url);
    expect(older.status).toBe(200);
    expect(Buffer.from(await older.arrayBuffer()).equals(pdf('spring'))).toBe(true);
  });

  it('only a PDF is taken, judged by its first bytes, and at most 20 MB', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const notPdf = await upload(admin, 'Not a PDF', '2026-02-01', png);
    expectApiError(notPdf, 400, NEWSLETTER_PDF_NOT_PDF);
    expect(notPdf.body.fieldErrors).toEqual({ pdf: [NEWSLETTER_PDF_NOT_PDF] });
    const html = Buffer.from('<html>%PDF-1.4</html>');
    expectApiError(await upload(admin, 'Disguised', '2026-02-01', html), 400, NEWSLETTER_PDF_NOT_PDF);
    const big = Buffer.concat([pdf('big'), Buffer.alloc(NEWSLETTER_PDF_MAX_BYTES)]);
    const tooBig = await upload(admin, 'Too big', '2026-02-01', big);
    expectApiError(tooBig, 400);
    expect(tooBig.body.fieldErrors).toEqual({ pdf: [NEWSLETTER_PDF_TOO_LARGE] });
    const missing = await admin.post('/api/admin/newsletter-issues', { title: '', issueDate: '2026-02-31' });
    expectApiError(missing, 400);
    expect(missing.body.fieldErrors).toEqual({
      title: ['Title is required'],
      issueDate: ['Date must be a date, e.g. 2026-06-01'],
      pdf: [NEWSLETTER_PDF_REQUIRED],
    });
    expect(await server.deps.db.repo(NewsletterIssue).count()).toBe(2);
  });

  it('members and visitors may not upload or delete', async () => {
    expect((await upload(member, 'Mine', '2026-03-01', pdf('member'))).status).toBe(403);
    expect((await upload(server.client(), 'Anon', '2026-03-01', pdf('anon'))).status).toBe(401);
    const [first] = (await server.client().get<NewsletterIssueDto[]>('/api/newsletter-issues')).body;
    expect((await member.delete(`/api/admin/newsletter-issues/${first.id}`)).status).toBe(403);
  });

  it('deleting the newest makes the one before it the newsletter; deleting the last leaves none', async () => {
    const list = (await server.client().get<NewsletterIssueDto[]>('/api/newsletter-issues')).body;
    expect((await admin.delete(`/api/admin/newsletter-issues/${list[0].id}`)).status).toBe(204);
    expect((await fetchPdf(list[0].url)).status).toBe(404);
    const now = await fetchPdf('/api/newsletter-pdf');
    expect(Buffer.from(await now.arrayBuffer()).equals(pdf('spring'))).toBe(true);
    expect((await admin.delete(`/api/admin/newsletter-issues/${list[1].id}`)).status).toBe(204);
    expect((await fetchPdf('/api/newsletter-pdf')).status).toBe(404);
    expect(await server.deps.storage.list('newsletters/')).toEqual([]);
  });
});

describe('the demo newsletter', () => {
  let server: TestServer;
  let admin: TestClient;

  beforeAll(async () => {
    server = await startTestServer({ seed: 'demo' });
    ({ client: admin } = await server.signedIn({ admin: true }));
  }, 180_000);
  afterAll(() => server.close());

  it('is a sample issue marked as demo content, and "Remove all demo content" takes it', async () => {
    const list = (await server.client().get<NewsletterIssueDto[]>('/api/newsletter-issues')).body;
    expect(list).toEqual([expect.objectContaining({ title: DEMO_NEWSLETTER_TITLE, isDemo: true })]);
    const res = await fetch(server.url + '/api/newsletter-pdf');
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const summary = (await admin.get<DemoContentSummaryDto>('/api/admin/demo-content')).body;
    expect(summary.items.find((i) => i.name === 'newsletters')).toEqual({
      name: 'newsletters',
      count: 1,
      label: '1 sample newsletter PDF',
    });
    expect((await admin.post('/api/admin/demo-content/remove')).status).toBe(200);
    expect((await fetch(server.url + '/api/newsletter-pdf')).status).toBe(404);
    expect((await server.client().get('/api/newsletter-issues')).body).toEqual([]);
    expect(await server.deps.storage.list('newsletters/')).toEqual([]);
  });
});
