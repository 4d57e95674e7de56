import { migration } from './defineMigration';
import { addIndex, column } from './migrationSteps';

/**
 * Series of events: each date is an event of its own (its own seats and registrations) that names the series it
 * belongs to, so an edit can reach "this and all later dates" and an event's page can link the others.
 */
export const EventSeries1766100000000 = migration(
  'EventSeries1766100000000',
  column('events', 'series_id ref?'),
  addIndex('events', 'idx_events_series', ['series_id']),
);
