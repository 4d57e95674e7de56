/**
 * The kinds of event a preserve runs, as the organisation names them in Site Settings. Events carry one of these
 * names; visitors filter the events page by it (`/events?category=workday`, by the name's address form).
 */
export const DEFAULT_EVENT_CATEGORIES: readonly string[] = ['Walk', 'Workday', 'Talk', 'Family', 'Meeting'];

export const MAX_EVENT_CATEGORIES = 12;
export const CATEGORY_MAX_LENGTH = 40;

/** A category's form in an address: 'Family walks' is 'family-walks'. */
export const categorySlug = (name: string): string =>
  name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/** The category an address names, among the ones offered, or null. */
export const categoryOfSlug = (slug: string | null, categories: readonly string[]): string | null =>
  slug ? (categories.find((c) => categorySlug(c) === slug) ?? null) : null;

/** The categories to offer: the settings' own, else (copies from before categories existed) the usual five. */
export const eventCategoriesOf = (org: { eventCategories?: readonly string[] | null }): readonly string[] =>
  org.eventCategories ?? DEFAULT_EVENT_CATEGORIES;

/** Whether two category names are the same one (the list takes each once, whatever its capitals). */
export const sameCategory = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && categorySlug(a) === categorySlug(b);
