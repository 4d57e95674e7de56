import { Tag } from '@blueprintjs/core';

/**
 * The desktop app lays its waiting changes over the site's records (`draft: true`, and `draftConflict: true` when the
 * site changed the record too and the volunteer must choose): a card shows that what it holds is not on the site yet.
 * Records from the site carry neither, so the web admin never shows it.
 */
export function DraftMark({ record }: { record: object }) {
  const marks = record as { draft?: unknown; draftConflict?: unknown };
  if (marks.draftConflict === true)
    return (
      <Tag intent="danger" className="adm-draft-mark" title="The site changed this too: choose on the Pending page">
        Conflict: not sent
      </Tag>
    );
  if (marks.draft !== true) return null;
  return (
    <Tag
      intent="warning"
      minimal
      className="adm-draft-mark"
      title="Saved on this computer; sent when the site can be reached"
    >
      Not sent yet
    </Tag>
  );
}
