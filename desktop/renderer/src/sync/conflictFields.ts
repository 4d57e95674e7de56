import { formatDateTime, formatLongDate, parseEventDateInput } from '@shared/lib/eventTime';

/** How a conflict names a field and shows its value: as the form the volunteer used does. */
export type FieldKind = 'text' | 'date' | 'yesNo' | 'capacity' | 'image' | 'address' | 'board' | 'order' | 'list';

interface FieldShape {
  label: string;
  kind?: FieldKind;
}

const IMAGE: FieldShape = { label: 'Picture', kind: 'image' };

/** The labels of each screen's form, by the kind of record and the field it sends. */
const FORMS: Record<string, Record<string, FieldShape>> = {
  event: {
    title: { label: 'Title' },
    description: { label: 'Description' },
    date: { label: 'Date', kind: 'date' },
    time: { label: 'Time' },
    startTime: { label: 'Starts' },
    endTime: { label: 'Ends' },
    allDay: { label: 'All day', kind: 'yesNo' },
    category: { label: 'Category' },
    location: { label: 'Location' },
    maxCapacity: { label: 'Max capacity', kind: 'capacity' },
    isActive: { label: 'Active (shown on the events page)', kind: 'yesNo' },
    imageUrl: IMAGE,
    eventContent: { label: 'Event recap (shown on past events)' },
  },
  'gallery-image': {
    title: { label: 'Title' },
    description: { label: 'Description' },
    category: { label: 'Category' },
    altText: { label: 'Alt text' },
    position: { label: 'Section' },
    isPublic: { label: 'Approved', kind: 'yesNo' },
  },
  'gallery-order': { imageUpdates: { label: 'Order of the photos', kind: 'order' } },
  'home-section': {
    title: { label: 'Title' },
    content: { label: 'Content' },
    isVisible: { label: 'Visible', kind: 'yesNo' },
    displayOrder: { label: 'Order' },
  },
  'history-section': {
    title: { label: 'Title' },
    content: { label: 'Text' },
    imageUrl: IMAGE,
    imageAlt: { label: 'Picture description (for people who cannot see it)' },
    isVisible: { label: 'Visible', kind: 'yesNo' },
    displayOrder: { label: 'Order' },
  },
  'page-content': { value: IMAGE },
  'page-text': { title: { label: 'Heading' }, body: { label: 'Text' } },
  'site-settings': {
    name: { label: 'Organisation name' },
    abbreviation: { label: 'Short name' },
    tagline: { label: 'Tagline' },
    preserveName: { label: 'Preserve name' },
    acres: { label: 'Size in acres' },
    foundingYear: { label: 'Founding year' },
    admission: { label: 'Admission' },
    taxStatus: { label: 'Tax status' },
    ein: { label: 'EIN' },
    logoUrl: { label: 'Logo', kind: 'image' },
    openingHours: { label: 'Opening hours' },
    postalAddress: { label: 'Postal address', kind: 'address' },
    email: { label: 'Email' },
    phone: { label: 'Phone' },
    donationUrl: { label: 'Donation page address' },
    locationUrl: { label: 'Map link' },
    social: { label: 'Social links', kind: 'address' },
    board: { label: 'Board of trustees', kind: 'board' },
    eventCategories: { label: 'Event categories', kind: 'list' },
    preserveLocation: { label: 'Preserve location', kind: 'address' },
  },
  volunteer: { isActive: { label: 'Active', kind: 'yesNo' } },
  contact: { isRead: { label: 'Read', kind: 'yesNo' } },
  registration: { checkedIn: { label: 'Checked in', kind: 'yesNo' } },
};

/** "maxCapacity" -> "Max capacity", for a field no form names (kept readable rather than raw). */
const spelledOut = (field: string) => {
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function fieldShape(entity: string, field: string): Required<FieldShape> {
  const shape = FORMS[entity]?.[field];
  return { label: shape?.label ?? spelledOut(field), kind: shape?.kind ?? (field === 'date' ? 'date' : 'text') };
}

const EMPTY = '(empty)';

/** A value in words, as its form shows it; pictures and orders are drawn by the dialog itself. */
export function valueText(kind: FieldKind, value: unknown): string {
  if (value === null || value === undefined || value === '') return kind === 'capacity' ? 'No limit' : EMPTY;
  switch (kind) {
    case 'date': {
      // A form's calendar day or the site's instant: either way the day on the preserve's calendar.
      const instant = typeof value === 'string' ? parseEventDateInput(value, null) : null;
      return instant ? formatLongDate(instant) : String(value);
    }
    case 'yesNo':
      return value ? 'Yes' : 'No';
    case 'address':
      return typeof value === 'object'
        ? Object.values(value as Record<string, unknown>)
            .filter((part) => typeof part === 'string' && part.trim())
            .join(', ') || EMPTY
        : String(value);
    case 'board':
      return Array.isArray(value)
        ? value
            .map((m: { name?: unknown; role?: unknown }) => [m?.name, m?.role].filter(Boolean).join(', '))
            .join('; ') || EMPTY
        : String(value);
    case 'list':
      return Array.isArray(value) ? value.filter(Boolean).join(', ') || EMPTY : String(value);
    default:
      return typeof value === 'string' ? value : JSON.stringify(value);
  }
}

/**
 * "Changed on the site by Robin Reed on Dec 26, 2026, 1:05 PM", as far as the site said: the same format as every
 * other time the app shows (the sync bar, the Pending page).
 */
export function changedOnSite(changedBy: { name: string | null; at: string | null } | null): string {
  const who = changedBy?.name ? ` by ${changedBy.name}` : '';
  const at = changedBy?.at ? new Date(changedBy.at) : null;
  const when = at && !Number.isNaN(at.getTime()) ? ` on ${formatDateTime(at)}` : '';
  return `Changed on the site${who}${when} after you edited it here.`;
}

/** The ids of a gallery order in their order (above first, then below, each by its number). */
export function orderedIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const rank = { above: 0, below: 1 } as Record<string, number>;
  return (value as { id: string; position: string; displayOrder: number }[])
    .slice()
    .sort((a, b) => (rank[a.position] ?? 1) - (rank[b.position] ?? 1) || a.displayOrder - b.displayOrder)
    .map((item) => item.id);
}

/** Mine where the volunteer picked mine, theirs elsewhere, for the fields in question: what Merge sends. */
export function mergedValues(
  fields: readonly string[],
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  pickMine: ReadonlySet<string>,
): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f, pickMine.has(f) ? mine[f] : theirs[f]]));
}
