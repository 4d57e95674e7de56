import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { EventDto } from '@shared/api/types';
import { EVENTS_PER_PAGE } from '@shared/constants';
import { countOf } from '@shared/lib/plural';
import { Link, useLocation } from '../../lib/router';

/** How many cards the list shows lives in the address (`?shown=24`), so Back, a reload and a shared link keep it. */
export const SHOWN_PARAM = 'shown';

/**
 * How many of `total` cards to show: the address's count rounded up to whole pages, at least one page. A long list
 * arrives a page at a time, so a phone lays out and hydrates twelve cards, not a season's hundred.
 */
export function shownCount(search: string, total: number, pageSize = EVENTS_PER_PAGE): number {
  const asked = Number.parseInt(new URLSearchParams(search).get(SHOWN_PARAM) ?? '', 10);
  const pages = Number.isFinite(asked) && asked > pageSize ? Math.ceil(asked / pageSize) : 1;
  return Math.min(total, pages * pageSize);
}

/** The id of the card a "Show more events" link leads to, so the page opens there without scripts too. */
const cardAnchor = (index: number) => `event-card-${index + 1}`;

/**
 * A page's grid of event cards, the first `shownCount` of them, with a "Show more events" link to the next page.
 * The link is a plain address (it works without scripts, landing on the first new card); with scripts the list
 * grows in place, the address is replaced rather than added to, and keyboard focus moves on to the first new card.
 * The first card's picture loads first, as the one most likely in view.
 */
export function EventGrid({
  label,
  events,
  Card,
}: {
  label: string;
  events: EventDto[];
  Card: ComponentType<{ event: EventDto; priority?: boolean }>;
}) {
  const { pathname, search } = useLocation();
  const count = shownCount(search, events.length);
  const list = useRef<HTMLUListElement>(null);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);

  useEffect(() => {
    if (focusFrom == null || focusFrom >= count) return;
    list.current?.children[focusFrom]?.querySelector<HTMLElement>('a[href]')?.focus();
    setFocusFrom(null);
  }, [focusFrom, count]);

  const next = new URLSearchParams(search);
  next.set(SHOWN_PARAM, String(count + EVENTS_PER_PAGE));
  return (
    <>
      <ul className="grid grid-3 event-grid" aria-label={label} ref={list}>
        {events.slice(0, count).map((e, i) => (
          <li key={e.id} id={i > 0 && i % EVENTS_PER_PAGE === 0 ? cardAnchor(i) : undefined}>
            <Card event={e} priority={i === 0} />
          </li>
        ))}
      </ul>
      {count < events.length && (
        <p className="event-grid-more">
          <Link
            to={`${pathname}?${next.toString()}#${cardAnchor(count)}`}
            replace
            preventScrollReset
            className="btn btn-outline"
            onClick={() => setFocusFrom(count)}
          >
            Show more events
          </Link>
          <span className="event-grid-count">
            {count} of {countOf(events.length, 'event')} shown
          </span>
        </p>
      )}
    </>
  );
}
