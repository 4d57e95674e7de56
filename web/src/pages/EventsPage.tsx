import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useSearchParams } from '../lib/router';
import { PlainText } from '@shared/ui/PlainText';
import { usePageText } from '../components/PageText';
import { PageMeta } from '../lib/meta';
import { eventsQuery } from '@shared/api/queries';
import { EVENT_SKELETON_CARDS, EVENT_SORT_OPTIONS, type EventSort } from '@shared/constants';
import { EventCard } from '../components/events/EventCard';
import { EventGrid, shownCount } from '../components/events/EventGrid';
import { listStatus } from '../lib/listStatus';
import { EventCardSkeleton } from '../components/events/EventCardSkeleton';
import { EventsToolbar } from '../components/events/EventsToolbar';
import { NewsletterBanner } from '../components/events/NewsletterBanner';
import { PhotoStrip } from '../components/events/PhotoStrip';
import { CalendarSubscribe } from '../components/events/CalendarSubscribe';
import { inCategory, searchEvents, sortEvents, upcomingEvents } from '../components/events/eventLists';
import { EventCategoryLinks } from '../components/events/EventCategoryLinks';
import { EventMonthView } from '../components/events/EventMonthView';
import { useOrganisation } from '../lib/organisation';
import { categoryOfSlug, eventCategoriesOf } from '@shared/lib/eventCategories';
import { isMonth, monthOf } from '@shared/lib/eventMonth';
import { hasPublicPage } from '@shared/lib/eventSchedule';
import { LoadFailed } from '../components/LoadFailed';
import '../styles/pages/events.css';
import { countOf } from '@shared/lib/plural';

/**
 * The search, the order, the kind of event and the month view live in the address
 * (`/events?q=owl&sort=title&category=walk`, `/events?view=month&month=2027-03`), so a reload, Back and a shared
 * link keep them, and the server renders the list or month they give.
 */
const SEARCH_PARAM = 'q';
const SORT_PARAM = 'sort';
const CATEGORY_PARAM = 'category';
const VIEW_PARAM = 'view';
const MONTH_PARAM = 'month';

/** The events page's address with some of its parameters changed ('' removes one). */
function eventsAddress(query: string, changes: Record<string, string>): string {
  const p = new URLSearchParams(query);
  for (const [key, value] of Object.entries(changes)) {
    if (value) p.set(key, value);
    else p.delete(key);
  }
  const q = p.toString();
  return q ? `/events?${q}` : '/events';
}

const sortOf = (value: string | null): EventSort =>
  EVENT_SORT_OPTIONS.find((option) => option === value) ?? EVENT_SORT_OPTIONS[0];

export function EventsPage() {
  const { data, isPending, isError, refetch } = useQuery(eventsQuery());
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { search: query } = useLocation();
  const inAddress = params.get(SEARCH_PARAM) ?? '';
  const sort = sortOf(params.get(SORT_PARAM));
  const categories = eventCategoriesOf(useOrganisation());
  const category = categoryOfSlug(params.get(CATEGORY_PARAM), categories);
  const monthView = params.get(VIEW_PARAM) === 'month';
  const monthParam = params.get(MONTH_PARAM);
  const month = isMonth(monthParam) ? monthParam : monthOf(new Date());
  // The box shows each key at once; the address follows a moment later, and Back or Forward write it back here.
  const [search, setSearch] = useState(inAddress);
  const [searchInAddress, setSearchInAddress] = useState(inAddress);
  if (inAddress !== searchInAddress) {
    setSearchInAddress(inAddress);
    setSearch(inAddress);
  }

  // Replaces the address's entry: Back leaves the page, not the search one letter at a time.
  const show = useCallback(
    (next: { search: string; sort: EventSort }) => {
      const p = new URLSearchParams(query);
      if (next.search) p.set(SEARCH_PARAM, next.search);
      else p.delete(SEARCH_PARAM);
      if (next.sort !== EVENT_SORT_OPTIONS[0]) p.set(SORT_PARAM, next.sort);
      else p.delete(SORT_PARAM);
      const q = p.toString();
      void navigate(q ? `/events?${q}` : '/events', { replace: true, preventScrollReset: true });
    },
    [navigate, query],
  );
  const searchFor = (value: string) => {
    setSearch(value);
    show({ search: value, sort });
  };

  const shown = useMemo(
    () => sortEvents(searchEvents(inCategory(upcomingEvents(data ?? []), category), inAddress), sort),
    [data, inAddress, sort, category],
  );
  // The month shows every event with a page of its own, the month's past ones too.
  const inMonth = useMemo(
    () =>
      searchEvents(
        inCategory(
          (data ?? []).filter((e) => hasPublicPage(e)),
          category,
        ),
        inAddress,
      ),
    [data, inAddress, category],
  );
  const term = inAddress.trim();
  const count = shownCount(query, shown.length);
  const status = listStatus(
    { isPending, isError },
    'Loading events...',
    count < shown.length
      ? `${count} of ${countOf(shown.length, 'event')} shown`
      : `${countOf(shown.length, 'event')} shown`,
  );

  const lead = usePageText('events-lead');
  return (
    <div className="events-page page-section">
      <PageMeta title="Events & Programs" description="See what is coming up at the preserve and register online." />
      <div className="container">
        <header className="section-header">
          <h1>Events &amp; Programs</h1>
          {lead && <PlainText text={lead.body} />}
        </header>
        <PhotoStrip />
        <EventsToolbar
          search={search}
          onSearch={searchFor}
          sort={sort}
          onSort={(next) => show({ search, sort: next })}
        />
        <div className="events-views">
          <EventCategoryLinks
            categories={categories}
            current={category}
            hrefOf={(slug) => eventsAddress(query, { [CATEGORY_PARAM]: slug })}
          />
          <nav className="events-view-switch inline-list" aria-label="Show events as">
            <Link
              className="category-chip"
              to={eventsAddress(query, { [VIEW_PARAM]: '', [MONTH_PARAM]: '' })}
              aria-current={monthView ? undefined : 'page'}
              replace
              preventScrollReset
            >
              List
            </Link>
            <Link
              className="category-chip"
              to={eventsAddress(query, { [VIEW_PARAM]: 'month' })}
              aria-current={monthView ? 'page' : undefined}
              replace
              preventScrollReset
            >
              Month
            </Link>
          </nav>
        </div>

        <p className="visually-hidden" role="status">
          {status}
        </p>
        {isPending ? (
          <div className="grid grid-3 event-grid">
            {Array.from({ length: EVENT_SKELETON_CARDS }, (_, i) => (
              <EventCardSkeleton key={i} />
            ))}
          </div>
        ) : isError ? (
          <LoadFailed title="Events could not be loaded" onRetry={() => void refetch()} />
        ) : monthView ? (
          <EventMonthView
            month={month}
            events={inMonth}
            hrefOf={(m) => eventsAddress(query, { [VIEW_PARAM]: 'month', [MONTH_PARAM]: m })}
          />
        ) : shown.length === 0 ? (
          <div className="empty-state events-empty">
            <h2>No events found</h2>
            {category && !term ? (
              <>
                <p>No {category} events are coming up.</p>
                <Link to={eventsAddress(query, { [CATEGORY_PARAM]: '' })} className="btn btn-outline">
                  Show All Events
                </Link>
              </>
            ) : term ? (
              <>
                <p>No events match your search for "{term}".</p>
                <button type="button" className="btn btn-outline" onClick={() => searchFor('')}>
                  Clear Search
                </button>
              </>
            ) : (
              <p>Check back soon... new walks and workdays are added through the seasons.</p>
            )}
          </div>
        ) : (
          <EventGrid label="Upcoming events" events={shown} Card={EventCard} />
        )}

        <CalendarSubscribe />
        <NewsletterBanner />
      </div>
    </div>
  );
}
