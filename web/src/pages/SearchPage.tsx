import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from '../lib/router';
import { eventsQuery } from '@shared/api/queries';
import { isEventPast } from '@shared/lib/eventSchedule';
import { formatLongDate } from '@shared/lib/eventTime';
import { countOf } from '@shared/lib/plural';
import { PageMeta } from '../lib/meta';
import { SiteSearchForm } from '../components/SiteSearchForm';
import { photoAddress } from '../components/gallery/photoAddress';
import { SEARCH_PARAM as GALLERY_SEARCH_PARAM } from '../components/gallery/galleryFilters';
import { matchingEvents, matchingPhotosQuery, searchTermOf } from '../lib/siteSearch';

/**
 * The site's search (the 404 page offers it): the events with a page of their own and the gallery's photos whose
 * words hold the term, each a link to its page. The photos open in the gallery's lightbox with the same search, so
 * Previous and Next step through the matches.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const term = searchTermOf(params);
  const events = useQuery(eventsQuery());
  const photos = useQuery({ ...matchingPhotosQuery(term), enabled: term !== '' });
  const foundEvents = useMemo(() => (term ? matchingEvents(events.data ?? [], term) : []), [events.data, term]);
  const gallerySearch = `?${new URLSearchParams({ [GALLERY_SEARCH_PARAM]: term })}`;

  const loading = events.isPending || photos.isPending;
  const failed = events.isError || photos.isError;
  const summary = loading
    ? 'Searching...'
    : failed
      ? 'The search could not be finished just now. Please try again.'
      : `${countOf(foundEvents.length, 'event')} and ${countOf(photos.data?.length ?? 0, 'photo')} match “${term}”.`;

  return (
    <div className="container page-section narrow site-search">
      <PageMeta
        title={term ? `Search: ${term}` : 'Search'}
        description="Search the events and the photo gallery."
        noindex
      />
      <h1>Search</h1>
      <SiteSearchForm id="site-search-page" value={term} />
      {!term ? (
        <p className="site-search-hint">Type a word from an event or a photo, such as a walk, a bird or a place.</p>
      ) : (
        <>
          <p role="status" className="site-search-summary">
            {summary}
          </p>
          {!loading && !failed && (
            <>
              <section aria-labelledby="search-events-title">
                <h2 id="search-events-title">Events</h2>
                {foundEvents.length ? (
                  <ul className="site-search-results">
                    {foundEvents.map((e) => (
                      <li key={e.id}>
                        <Link to={`/events/${e.id}`}>{e.title}</Link>
                        <span className="site-search-meta">
                          {' '}
                          – {formatLongDate(e.date)}
                          {isEventPast(e) ? ' (past event)' : ''}
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>
                    No event matches. See <Link to="/events">what is coming up</Link> or{' '}
                    <Link to="/past-events">past events</Link>.
                  </p>
                )}
              </section>
              <section aria-labelledby="search-photos-title">
                <h2 id="search-photos-title">Photos</h2>
                {photos.data?.length ? (
                  <>
                    <ul className="site-search-results">
                      {photos.data.map((p) => (
                        <li key={p.id}>
                          <Link to={photoAddress(p.id, gallerySearch)}>{p.title}</Link>
                        </li>
                      ))}
                    </ul>
                    <p>
                      <Link to={`/gallery${gallerySearch}`}>See these photos in the gallery</Link>
                    </p>
                  </>
                ) : (
                  <p>
                    No photo matches. Browse the <Link to="/gallery">whole gallery</Link>.
                  </p>
                )}
              </section>
            </>
          )}
        </>
      )}
    </div>
  );
}
