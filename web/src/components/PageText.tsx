import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { pageTextsQuery } from '@shared/api/queries';
import type { PageTextDto } from '@shared/api/types';
import { PAGE_TEXTS_ADMIN_PATH, textBlocks, type PageTextKey } from '@shared/lib/pageTexts';
import { useAuth } from '../lib/auth';

/** The page text saved under `key`, or undefined while it has none with words in it (ADR 043). */
export function usePageText(key: PageTextKey): PageTextDto | undefined {
  const texts = useQuery(pageTextsQuery()).data;
  const text = texts?.find((t) => t.key === key);
  return text && text.body.trim() !== '' ? text : undefined;
}

/** A text's paragraphs and lists, as the admin typed them (plain text, never HTML). */
export function TextBody({ body, className }: { body: string; className?: string }) {
  return (
    <>
      {textBlocks(body).map((b, i) =>
        b.kind === 'paragraph' ? (
          <p key={i} className={className}>
            {b.text}
          </p>
        ) : (
          <ul key={i} className="check-list">
            {b.items.map((item, k) => (
              <li key={k}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}

/** Marks words the demo seed wrote until an admin saves the organisation's own. */
export function SampleTextNote({ text }: { text: { isDemo: boolean } }) {
  if (!text.isDemo) return null;
  return <p className="sample-note">Sample text - replace it in Admin › Page texts</p>;
}

/**
 * What an admin sees where a text is missing: what to add ("Add your story") and where. Visitors see nothing, as the
 * page simply leaves the section out.
 */
export function AddPageTextHint({ textKey, add }: { textKey: PageTextKey; add: string }) {
  const { isAdmin } = useAuth();
  if (!isAdmin) return null;
  return (
    <div className="container">
      <p className="admin-hint">
        <Link to={`${PAGE_TEXTS_ADMIN_PATH}#${textKey}`}>{`${add} in Admin › Page texts`}</Link>
      </p>
    </div>
  );
}
