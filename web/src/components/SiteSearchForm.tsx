import { SITE_SEARCH_PARAM, SITE_SEARCH_PATH } from '../lib/siteSearch';

/**
 * One box that searches the events and the gallery: a plain GET form, so it works before and without scripts, and
 * the server renders the results page.
 */
export function SiteSearchForm({ id, value = '' }: { id: string; value?: string }) {
  return (
    // A new term (Back to an earlier search) starts the box afresh with it.
    <form
      key={value}
      className="site-search-form"
      action={SITE_SEARCH_PATH}
      method="get"
      role="search"
      aria-label="Site"
    >
      <label htmlFor={id}>Search events and photos</label>
      <div className="site-search-row">
        <input id={id} type="search" name={SITE_SEARCH_PARAM} defaultValue={value} autoComplete="off" />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </div>
    </form>
  );
}
