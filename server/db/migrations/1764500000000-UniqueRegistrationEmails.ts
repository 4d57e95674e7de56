import { TableColumn } from 'typeorm';
import { migration } from './defineMigration';
import { columnsFor, uniqueIndex } from './tableHelpers';

/**
 * One registration per address and event. Each registration gets `email_normalized` (the address trimmed and
 * lower-cased), and (event_id, email_normalized) becomes unique, so the same person cannot take seat after seat,
 * whatever the letter case or spaces, even with requests racing each other. Rows already doubled are reduced to
 * the earliest registration (then lowest id), and each event's current_registrations gives back the seats the
 * removed rows held. The address is normalised here in code, not with SQL's LOWER/TRIM, so both databases
 * compute exactly what the site computes for new registrations.
 */
export const UniqueRegistrationEmails1764500000000 = migration('UniqueRegistrationEmails1764500000000', {
  async up(queryRunner) {
    const c = columnsFor(queryRunner);
    const p = (n: number) => (c.kind === 'postgres' ? `$${n}` : '?');
    await queryRunner.addColumn(
      'event_registrations',
      new TableColumn(c.varchar('email_normalized', 254, { nullable: true })),
    );

    const rows = (await queryRunner.query(
      'SELECT id, event_id, email FROM event_registrations ORDER BY event_id, registered_at, id',
    )) as Array<{ id: string; event_id: string; email: string }>;
    const kept = new Set<string>();
    const removedPerEvent = new Map<string, number>();
    for (const row of rows) {
      const normalized = String(row.email).trim().toLowerCase();
      const key = `${row.event_id}\n${normalized}`;
      if (kept.has(key)) {
        await queryRunner.query(`DELETE FROM event_registrations WHERE id = ${p(1)}`, [row.id]);
        removedPerEvent.set(row.event_id, (removedPerEvent.get(row.event_id) ?? 0) + 1);
      } else {
        kept.add(key);
        await queryRunner.query(`UPDATE event_registrations SET email_normalized = ${p(1)} WHERE id = ${p(2)}`, [
          normalized,
          row.id,
        ]);
      }
    }
    for (const [eventId, removed] of removedPerEvent) {
      await queryRunner.query(
        `UPDATE events SET current_registrations = CASE WHEN current_registrations > ${p(1)} THEN current_registrations - ${p(2)} ELSE 0 END WHERE id = ${p(3)}`,
        [removed, removed, eventId],
      );
    }

    await queryRunner.changeColumn(
      'event_registrations',
      'email_normalized',
      new TableColumn(c.varchar('email_normalized', 254)),
    );
    await queryRunner.createIndex(
      'event_registrations',
      uniqueIndex('uq_event_registrations_event_email', ['event_id', 'email_normalized']),
    );
  },

  async down(queryRunner) {
    await queryRunner.dropIndex('event_registrations', 'uq_event_registrations_event_email');
    await queryRunner.dropColumn('event_registrations', 'email_normalized');
  },
});
