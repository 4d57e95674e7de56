import { parseEventDateInput } from '../../shared/lib/eventTime';
import { clockAfterWrite, type ClockInput, type EventClock } from '../../shared/lib/eventClock';

type Json = Record<string, unknown>;

const clockFieldsOf = ({ startTime, endTime, allDay, timeNeedsReview, time }: EventClock): EventClock => ({
  startTime,
  endTime,
  allDay,
  timeNeedsReview,
  time,
});

/**
 * What the site gives a record it creates beyond what the form sent (counts, state, empty lists), so the offline
 * copy of a record created on this computer reads as the site will show it: "0 / 12" registrations, not
 * "undefined / 12", and a dashboard total that adds up.
 */
const CREATED: Record<string, Json> = {
  event: {
    location: null,
    maxCapacity: null,
    currentRegistrations: 0,
    checkedInCount: 0,
    guestLimit: 0,
    childrenTakeSeats: true,
    questions: [],
    imageUrl: null,
    imageUrls: [],
    eventContent: null,
    isActive: true,
    status: 'scheduled',
  },
  'history-section': { content: null, imageUrl: null, imageAlt: null, isVisible: true, displayOrder: 0, isDemo: false },
  'gallery-image': { description: null, altText: null },
};

/**
 * A record with a draft's values laid over it, as the site would answer once the draft is sent: a new record starts
 * from what the site gives new records, and an event's bare date ("2027-03-14", as the form sends it) becomes the
 * instant the site stores, on the preserve's clock at the event's time. Laid over as text, the bare date would read
 * as midnight UTC, the evening before on the preserve's calendar, and the form would send that day back.
 */
export function draftedRecord(
  entity: string,
  base: Json | null,
  values: Json,
  created: { id: string; key: string; at: Date } | null,
): Json {
  const start = created
    ? { ...CREATED[entity], createdAt: created.at.toISOString(), updatedAt: created.at.toISOString() }
    : (base ?? {});
  const record: Json = { ...start, ...values };
  if (created) record[created.key] = created.id;
  if (entity === 'event') {
    // Picked times give the time text, a text alone gives the times, as the site does on every write.
    const current = base && 'allDay' in base ? clockFieldsOf(base as unknown as EventClock) : null;
    const clock = clockAfterWrite(values as ClockInput, current);
    // Only the time fields: an edit naming no time gives back the record's own, which must not undo the draft.
    if (clock) Object.assign(record, clockFieldsOf(clock));
  }
  if (entity === 'event' && typeof values.date === 'string') {
    // The site reads a new bare date with the time text the record ends up with (server/routes/api/events).
    const time = typeof record.time === 'string' ? record.time : null;
    const instant = parseEventDateInput(values.date, time);
    if (instant) record.date = instant.toISOString();
  }
  return record;
}
