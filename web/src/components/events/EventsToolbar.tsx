import { EVENT_SORT_OPTIONS, type EventSort } from '@shared/constants';
import { SearchField } from '../form/SearchField';

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
      <SearchField
        id="event-search"
        label="Search events"
        className="events-search"
        placeholder="Title, description or place"
        value={search}
        onChange={onSearch}
      />
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
