import type { QueryRunner } from 'typeorm';
import { clockFromText } from '@shared/lib/eventClock';
import { migration } from './defineMigration';
import type { MigrationStep } from './defineMigration';
import { columns } from './migrationSteps';

/**
 * Events get a start time, an end time (or all day) of their own, picked in the admin with time pickers; until now
 * only the free-text time said when an event ran. Each existing event's text is read once here with the reader the
 * site used for calendars; a text it cannot read ('TBA') is kept and the event flagged for an admin to set.
 */
const readTimeTexts: MigrationStep = {
  async up(queryRunner: QueryRunner) {
    const postgres = queryRunner.connection.options.type === 'postgres';
    const rows = (await queryRunner.query(`SELECT "id", "time" FROM "events"`)) as { id: string; time: string }[];
    const p = (n: number) => (postgres ? `$${n}` : '?');
    for (const row of rows) {
      const clock = clockFromText(row.time ?? '');
      await queryRunner.query(
        `UPDATE "events" SET "start_time" = ${p(1)}, "end_time" = ${p(2)}, "all_day" = ${p(3)}, "time_needs_review" = ${p(4)} WHERE "id" = ${p(5)}`,
        [
          clock.startTime,
          clock.endTime,
          postgres ? clock.allDay : Number(clock.allDay),
          postgres ? clock.timeNeedsReview : Number(clock.timeNeedsReview),
          row.id,
        ],
      );
    }
  },
  // Going down, the columns go and the text stays what it always was.
  down: async () => undefined,
};

export const EventClock1765800000000 = migration(
  'EventClock1765800000000',
  columns(
    'events',
    'start_time varchar(5)?, end_time varchar(5)?, all_day bool = false, time_needs_review bool = false',
  ),
  readTimeTexts,
);
