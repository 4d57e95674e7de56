import { looksLikeHtml, paragraphsOf } from './blockContent';
import { LineBreaks } from '../LineBreaks';

/**
 * Admin-written text: HTML (already cleaned by the server before it was stored) is rendered as markup,
 * anything else as escaped paragraphs.
 */
export function RichText({
  text,
  html = looksLikeHtml(text),
  className = 'rich-text',
}: {
  text: string;
  html?: boolean;
  className?: string;
}) {
  if (!text.trim()) return null;
  if (html) return <div className={className} dangerouslySetInnerHTML={{ __html: text }} />;
  return (
    <div className={className}>
      {paragraphsOf(text).map((lines, i) => (
        <p key={i}>
          <LineBreaks lines={lines} />
        </p>
      ))}
    </div>
  );
}
