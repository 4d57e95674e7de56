import { Fragment, type ReactNode } from 'react';

/** Lines of text with a line break between each. */
export function LineBreaks({ lines }: { lines: readonly ReactNode[] }) {
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line}
    </Fragment>
  ));
}
