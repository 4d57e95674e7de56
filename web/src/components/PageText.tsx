import { Link } from '../lib/router';
import { useQuery } from '@tanstack/react-query';
import { pageTextsQuery } from '@shared/api/queries';
import type { PageTextDto } from '@shared/api/types';
import { defaultHeading, PAGE_TEXTS_ADMIN_PATH, type PageTextKey } from '@shared/lib/pageTexts';
import { useOrganisation } from '../lib/organisation';
import { placeName } from '../lib/orgText';
import { useAuth } from '../lib/auth';

/** The page text saved under `key`, or undefined while it has none with words in it (ADR 043). */
export function usePageText(key: PageTextKey): PageTextDto | undefined {
  const texts = useQuery(pageTextsQuery()).data;
  const text = texts?.find((t) => t.key === key);
  return text && text.body.trim() !== '' ? text : undefined;
}

/**
 * The heading of the text's place: the admin's own when the text has one, else the page's default (with the
 * preserve's name where it takes one), the same one the Page Texts editor names; null when the place has none.
 */
export function usePageTextHeading(key: PageTextKey, text: PageTextDto | undefined): string | null {
  const org = useOrganisation();
  return text?.title?.trim() || defaultHeading(key, placeName(org));
}

/**
 * Marks words the demo seed wrote until an admin saves the organisation's own: an instruction for admins, so only
 * signed-in admins see it (their pages are never kept in the public response cache; visitors' pages never hold it).
 */
export function SampleTextNote({ text }: { text: { isDemo: boolean } }) {
  const { isAdmin } = useAuth();
  if (!text.isDemo || !isAdmin) return null;
  return <p className="sample-note">Sample text - replace it in Admin › Page texts</p>;
}

/** The demo's placeholder people carry this mark in their names (the organisation's details, ADR 056). */
const SAMPLE_NAME = /\s*\(sample\)\s*$/i;

/**
 * The board as this reader may see it: admins see every member, sample ones marked; visitors only the
 * organisation's real members, so a demo site never presents placeholder people (or the mark) to the public.
 */
export function useBoardForReader<M extends { name: string }>(board: M[]): Array<M & { sample: boolean }> {
  const { isAdmin } = useAuth();
  return board
    .map((m) => ({ ...m, sample: SAMPLE_NAME.test(m.name) }))
    .filter((m) => isAdmin || !m.sample)
    .map((m) => (m.sample ? { ...m, name: m.name.replace(SAMPLE_NAME, '') } : m));
}

/**
 * What an admin sees where a text is missing: what to add ("Add your story") and where. Visitors see nothing, as the
 * page simply leaves the section out.
 */
export function AddPageTextHint({
  textKey,
  add,
  inline = false,
}: {
  textKey: PageTextKey;
  add: string;
  inline?: boolean;
}) {
  const { isAdmin } = useAuth();
  if (!isAdmin) return null;
  const hint = (
    <p className="admin-hint">
      <Link to={`${PAGE_TEXTS_ADMIN_PATH}#${textKey}`}>{`${add} in Admin › Page texts`}</Link>
    </p>
  );
  // Inline: inside a section that has its own container (a hint where a sentence would be).
  return inline ? hint : <div className="container">{hint}</div>;
}
