import { EVENT_SORT_OPTIONS, type EventSort } from '@shared/constants';
import { SearchIcon } from './Icons';

const SORT_LABELS: Record<EventSort, string> = { date: 'Date', title: 'Title' };

interface Props {
  search: string;
  onSearch(value: string): void;
  sort: EventSort;
  onSort(value: EventSort): void;
}

/** Search box and sort order for the events list. */
export function EventsToolbar({ search, onSearch, sort, onSort }: Props) {
  return (
    <div className="events-toolbar" role="search" aria-label="Events">
      <div className="field events-search">
        <label htmlFor="event-search">Search events</label>
        <div className="input-with-icon">
          <SearchIcon />
          <input
            id="event-search"
            type="search"
            value={search}
            onChange={(e) => onSearch(e.target.value)}
            placeholder="Title, description or place"
            autoComplete="off"
          />
        </div>
      </div>
      <div className="field events-sort">
        <label htmlFor="event-sort">Sort by</label>
        <select id="event-sort" value={sort} onChange={(e) => onSort(e.target.value as EventSort)}>
          {EVENT_SORT_OPTIONS.map((o) => (
            <option key={o} value={o}>
              {SORT_LABELS[o]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
