import { Fragment, type ReactNode } from 'react';
import { textBlocks } from '../lib/textBlocks';

/** Lines with a line break between each (a line may be a link, as in the footer's address). */
export function Lines({ lines }: { lines: readonly ReactNode[] }) {
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}

/**
 * Text a volunteer typed, as they typed it: paragraphs where they left a blank line, line breaks where they
 * pressed Enter, and a paragraph of "- " lines as a list (shared/lib/textBlocks.ts). Plain text only: React escapes
 * it, so nothing typed is ever markup. The one way the site and the admin screens show such text.
 */
export function PlainText({
  text,
  className,
  listClassName = 'check-list',
}: {
  text: string | null | undefined;
  /** On each paragraph. */
  className?: string;
  listClassName?: string;
}) {
  return textBlocks(text).map((b, i) =>
    b.kind === 'paragraph' ? (
      <p key={i} className={className}>
        <Lines lines={b.lines} />
      </p>
    ) : (
      <ul key={i} className={listClassName}>
        {b.items.map((item, k) => (
          <li key={k}>{item}</li>
        ))}
      </ul>
    ),
  );
}
