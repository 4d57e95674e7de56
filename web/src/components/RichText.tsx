import { PlainText } from '@shared/ui/PlainText';
import { looksLikeHtml } from './home/blockContent';

/**
 * Admin-written content that may be HTML (home sections, event descriptions and recaps): HTML, cleaned by the
 * server before it was stored, is rendered as markup; anything else as the volunteer typed it (PlainText).
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
      <PlainText text={text} />
    </div>
  );
}
