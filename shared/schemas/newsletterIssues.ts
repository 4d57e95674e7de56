import { z } from './zod';
import { requiredText } from './common';

/** The largest newsletter PDF the site takes. */
export const NEWSLETTER_PDF_MAX_BYTES = 20 * 1024 * 1024;
export const NEWSLETTER_PDF_TOO_LARGE = 'The PDF must be 20 MB or smaller';
export const NEWSLETTER_PDF_REQUIRED = 'Choose the newsletter PDF';
export const NEWSLETTER_PDF_NOT_PDF = 'That file is not a PDF';
export const NO_NEWSLETTER_TO_LINK =
  'There is no newsletter PDF to link to yet. Upload one under Newsletter PDFs first, or leave the link out.';
export const NEWSLETTER_DATE_MESSAGE = 'Date must be a date, e.g. 2026-06-01';

/** Base64 of at most NEWSLETTER_PDF_MAX_BYTES bytes (four characters for every three bytes). */
const MAX_BASE64_CHARS = Math.ceil(NEWSLETTER_PDF_MAX_BYTES / 3) * 4;

const isCalendarDay = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/**
 * POST /api/admin/newsletter-issues: one newsletter PDF, its title and the day of the issue. The file travels as
 * base64 inside the JSON (the one body every client of the API, the desktop app's bridge included, can send); the
 * server checks its first bytes say PDF.
 */
export const newsletterIssueSchema = z
  .object({
    title: requiredText('Title', 150),
    issueDate: z.string({ error: NEWSLETTER_DATE_MESSAGE }).refine(isCalendarDay, NEWSLETTER_DATE_MESSAGE),
    pdf: z
      .string({ error: NEWSLETTER_PDF_REQUIRED })
      .min(1, { error: NEWSLETTER_PDF_REQUIRED, abort: true })
      .max(MAX_BASE64_CHARS, { error: NEWSLETTER_PDF_TOO_LARGE, abort: true })
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, NEWSLETTER_PDF_NOT_PDF),
  })
  .strip();

export type NewsletterIssueInput = z.input<typeof newsletterIssueSchema>;
