import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumn } from './tableHelpers';

/** Check-in at the trailhead (ADR 037): when a registrant was marked present; empty until then. */
export class RegistrationCheckIn1765000000000 implements MigrationInterface {
  name = 'RegistrationCheckIn1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumn(queryRunner, 'event_registrations', (c) => c.timestamp('checked_in_at', { nullable: true }));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('event_registrations', 'checked_in_at');
  }
}
