/** The newsletter being written, as the compose form holds it. */
export interface NewsletterDraft {
  subject: string;
  text: string;
  pdfLink: boolean;
}

const DRAFT_KEY = 'preserve-admin:newsletter-draft';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // A browser with storage turned off throws on the mere access.
    return null;
  }
}

/** The draft kept in this browser, if there is one that reads as a draft. */
export function readNewsletterDraft(): NewsletterDraft | null {
  try {
    const raw = storage()?.getItem(DRAFT_KEY);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<NewsletterDraft>;
    if (typeof d.subject !== 'string' || typeof d.text !== 'string') return null;
    return { subject: d.subject, text: d.text, pdfLink: d.pdfLink === true };
  } catch {
    return null;
  }
}

/**
 * Keeps the draft (an empty one is forgotten); false when the browser would not keep it, so the form can ask
 * before the work is left behind instead.
 */
export function keepNewsletterDraft(draft: NewsletterDraft): boolean {
  const store = storage();
  if (!store) return false;
  try {
    if (!draft.subject.trim() && !draft.text.trim()) store.removeItem(DRAFT_KEY);
    else store.setItem(DRAFT_KEY, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the draft once it was sent or discarded. */
export function forgetNewsletterDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
