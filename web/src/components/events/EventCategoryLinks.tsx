import { Link } from '../../lib/router';
import { categorySlug } from '@shared/lib/eventCategories';
import '@shared/ui/layout.css';

interface Props {
  categories: readonly string[];
  /** The category shown, or null for all. */
  current: string | null;
  /** The address of the events page with this category ('' for all), keeping the rest of the address. */
  hrefOf(slug: string): string;
}

/**
 * The kinds of event as links, one per category the settings list: plain links, so filtering works before and
 * without scripts and each filter has an address of its own.
 */
export function EventCategoryLinks({ categories, current, hrefOf }: Props) {
  if (categories.length === 0) return null;
  const link = (label: string, slug: string, active: boolean) => (
    <li key={slug || 'all'}>
      <Link
        to={hrefOf(slug)}
        className={`category-chip${active ? ' is-active' : ''}`}
        aria-current={active ? 'page' : undefined}
        replace
        preventScrollReset
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav className="event-categories" aria-label="Kinds of event">
      <ul className="inline-list">
        {link('All events', '', current === null)}
        {categories.map((c) => link(c, categorySlug(c), current !== null && categorySlug(current) === categorySlug(c)))}
      </ul>
    </nav>
  );
}
