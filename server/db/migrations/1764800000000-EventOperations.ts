import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumn } from './tableHelpers';

/**
 * Reminders before an event and calling an event off (ADR 036). `reminded_at` is claimed by a conditional update,
 * so each registration is reminded once however many instances look; `status` says whether the event still takes
 * place; `calendar_sequence` is the SEQUENCE the registrants' calendar entries last carried, raised with every
 * change they are told of, so calendar programs take each new file over the one before.
 */
export class EventOperations1764800000000 implements MigrationInterface {
  name = 'EventOperations1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumn(queryRunner, 'events', (c) => c.varchar('status', 20, { default: 'scheduled' }));
    await addColumn(queryRunner, 'events', (c) => c.int('calendar_sequence', { default: 0 }));
    await addColumn(queryRunner, 'event_registrations', (c) => c.timestamp('reminded_at', { nullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('event_registrations', 'reminded_at');
    await queryRunner.dropColumn('events', 'calendar_sequence');
    await queryRunner.dropColumn('events', 'status');
  }
}
