import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { columnsFor } from './tableHelpers';

/** The site's first schema: every table of the original data model, plus app_state. */
export class Initial1763800000000 implements MigrationInterface {
  name = 'Initial1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const c = columnsFor(queryRunner);
    const fk = (column: string, table: string, onDelete: 'CASCADE' | 'SET NULL') =>
      new TableForeignKey({
        columnNames: [column],
        referencedTableName: table,
        referencedColumnNames: ['id'],
        onDelete,
      });

    await queryRunner.createTable(
      new Table({
        name: 'users',
        columns: [
          c.id(),
          c.varchar('email', 254, { unique: true }),
          c.varchar('first_name', 100, { nullable: true }),
          c.varchar('last_name', 100, { nullable: true }),
          c.text('profile_image_url', true),
          c.bool('is_admin', false),
          c.text('password_hash', true),
          c.timestamp('created_at', { defaultNow: true }),
          c.timestamp('updated_at', { defaultNow: true }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'events',
        columns: [
          c.id(),
          c.varchar('title', 200),
          c.text('description'),
          c.timestamp('date'),
          c.varchar('time', 50),
          c.varchar('location', 200, { nullable: true }),
          c.int('max_capacity', { nullable: true }),
          c.int('current_registrations', { default: 0 }),
          c.text('image_url', true),
          c.json('image_urls', true),
          c.text('event_content', true),
          c.bool('is_active', true),
          c.ref('created_by', true),
          c.timestamp('created_at', { defaultNow: true }),
          c.timestamp('updated_at', { defaultNow: true }),
        ],
        indices: [new TableIndex({ name: 'idx_events_date', columnNames: ['date'] })],
        foreignKeys: [fk('created_by', 'users', 'SET NULL')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'event_registrations',
        columns: [
          c.id(),
          c.ref('event_id'),
          c.varchar('first_name', 100),
          c.varchar('last_name', 100),
          c.varchar('email', 254),
          c.varchar('phone', 40, { nullable: true }),
          c.text('special_requests', true),
          c.timestamp('registered_at', { defaultNow: true }),
        ],
        indices: [new TableIndex({ name: 'idx_event_registrations_event', columnNames: ['event_id'] })],
        foreignKeys: [fk('event_id', 'events', 'CASCADE')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'volunteers',
        columns: [
          c.id(),
          c.varchar('first_name', 100),
          c.varchar('last_name', 100),
          c.varchar('email', 254),
          c.varchar('phone', 40, { nullable: true }),
          c.varchar('interest', 50),
          c.text('experience', true),
          c.text('availability', true),
          c.bool('is_active', true),
          c.timestamp('created_at', { defaultNow: true }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'gallery_images',
        columns: [
          c.id(),
          c.varchar('title', 200),
          c.text('description', true),
          c.text('image_url'),
          c.varchar('alt_text', 300, { nullable: true }),
          c.varchar('category', 50, { nullable: true }),
          c.ref('uploaded_by', true),
          c.bool('is_public', true),
          c.int('display_order', { default: 0 }),
          c.varchar('position', 10, { default: 'above' }),
          c.timestamp('created_at', { defaultNow: true }),
        ],
        indices: [new TableIndex({ name: 'idx_gallery_images_order', columnNames: ['position', 'display_order'] })],
        foreignKeys: [fk('uploaded_by', 'users', 'SET NULL')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'contact_submissions',
        columns: [
          c.id(),
          c.varchar('first_name', 100),
          c.varchar('last_name', 100),
          c.varchar('email', 254),
          c.varchar('subject', 200),
          c.text('message'),
          c.varchar('type', 30, { default: 'contact' }),
          c.bool('is_read', false),
          c.timestamp('created_at', { defaultNow: true }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'donations',
        columns: [
          c.id(),
          c.varchar('donor_first_name', 100),
          c.varchar('donor_last_name', 100),
          c.varchar('donor_email', 254),
          c.varchar('amount', 30),
          c.text('message', true),
          c.bool('is_anonymous', false),
          c.varchar('payment_method', 50, { nullable: true }),
          c.varchar('payment_id', 200, { nullable: true }),
          c.varchar('status', 30, { default: 'pending' }),
          c.timestamp('created_at', { defaultNow: true }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'home_page_content',
        columns: [
          c.id(),
          c.varchar('section', 100, { unique: true }),
          c.varchar('title', 200, { nullable: true }),
          c.text('content', true),
          c.bool('is_visible', true),
          c.int('display_order', { default: 0 }),
          c.timestamp('updated_at', { defaultNow: true }),
          c.ref('updated_by', true),
        ],
        foreignKeys: [fk('updated_by', 'users', 'SET NULL')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'newsletter_subscriptions',
        columns: [
          c.id(),
          c.varchar('email', 254, { unique: true }),
          c.bool('is_active', true),
          c.timestamp('subscribed_at', { defaultNow: true }),
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'page_content',
        columns: [
          c.id(),
          c.varchar('key', 100, { unique: true }),
          c.text('value'),
          c.timestamp('updated_at', { defaultNow: true }),
          c.ref('updated_by', true),
        ],
        foreignKeys: [fk('updated_by', 'users', 'SET NULL')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'hidden_images',
        columns: [c.id(), c.ref('image_id'), c.ref('hidden_by'), c.timestamp('created_at', { defaultNow: true })],
        indices: [new TableIndex({ name: 'idx_hidden_images_image', columnNames: ['image_id'] })],
        foreignKeys: [fk('image_id', 'gallery_images', 'CASCADE'), fk('hidden_by', 'users', 'CASCADE')],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'sessions',
        columns: [
          { name: 'sid', type: 'varchar', length: '100', isPrimary: true },
          c.json('sess'),
          c.timestamp('expire'),
        ],
        indices: [new TableIndex({ name: 'idx_sessions_expire', columnNames: ['expire'] })],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'app_state',
        columns: [{ name: 'key', type: 'varchar', length: '100', isPrimary: true }, c.text('value')],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const t of [
      'app_state',
      'sessions',
      'hidden_images',
      'page_content',
      'newsletter_subscriptions',
      'home_page_content',
      'donations',
      'contact_submissions',
      'gallery_images',
      'volunteers',
      'event_registrations',
      'events',
      'users',
    ]) {
      await queryRunner.dropTable(t);
    }
  }
}
