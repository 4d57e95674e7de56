import type { MigrationInterface, QueryRunner } from 'typeorm';
import { createTable, foreignKey, index } from './tableHelpers';

/** The site's first schema: every table of the original data model, plus app_state. */
export class Initial1763800000000 implements MigrationInterface {
  name = 'Initial1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await createTable(queryRunner, {
      name: 'users',
      columns: (c) => [
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
    });

    await createTable(queryRunner, {
      name: 'events',
      columns: (c) => [
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
      indices: [index('idx_events_date', ['date'])],
      foreignKeys: [foreignKey('created_by', 'users', 'SET NULL')],
    });

    await createTable(queryRunner, {
      name: 'event_registrations',
      columns: (c) => [
        c.id(),
        c.ref('event_id'),
        c.varchar('first_name', 100),
        c.varchar('last_name', 100),
        c.varchar('email', 254),
        c.varchar('phone', 40, { nullable: true }),
        c.text('special_requests', true),
        c.timestamp('registered_at', { defaultNow: true }),
      ],
      indices: [index('idx_event_registrations_event', ['event_id'])],
      foreignKeys: [foreignKey('event_id', 'events', 'CASCADE')],
    });

    await createTable(queryRunner, {
      name: 'volunteers',
      columns: (c) => [
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
    });

    await createTable(queryRunner, {
      name: 'gallery_images',
      columns: (c) => [
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
      indices: [index('idx_gallery_images_order', ['position', 'display_order'])],
      foreignKeys: [foreignKey('uploaded_by', 'users', 'SET NULL')],
    });

    await createTable(queryRunner, {
      name: 'contact_submissions',
      columns: (c) => [
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
    });

    await createTable(queryRunner, {
      name: 'donations',
      columns: (c) => [
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
    });

    await createTable(queryRunner, {
      name: 'home_page_content',
      columns: (c) => [
        c.id(),
        c.varchar('section', 100, { unique: true }),
        c.varchar('title', 200, { nullable: true }),
        c.text('content', true),
        c.bool('is_visible', true),
        c.int('display_order', { default: 0 }),
        c.timestamp('updated_at', { defaultNow: true }),
        c.ref('updated_by', true),
      ],
      foreignKeys: [foreignKey('updated_by', 'users', 'SET NULL')],
    });

    await createTable(queryRunner, {
      name: 'newsletter_subscriptions',
      columns: (c) => [
        c.id(),
        c.varchar('email', 254, { unique: true }),
        c.bool('is_active', true),
        c.timestamp('subscribed_at', { defaultNow: true }),
      ],
    });

    await createTable(queryRunner, {
      name: 'page_content',
      columns: (c) => [
        c.id(),
        c.varchar('key', 100, { unique: true }),
        c.text('value'),
        c.timestamp('updated_at', { defaultNow: true }),
        c.ref('updated_by', true),
      ],
      foreignKeys: [foreignKey('updated_by', 'users', 'SET NULL')],
    });

    await createTable(queryRunner, {
      name: 'hidden_images',
      columns: (c) => [c.id(), c.ref('image_id'), c.ref('hidden_by'), c.timestamp('created_at', { defaultNow: true })],
      indices: [index('idx_hidden_images_image', ['image_id'])],
      foreignKeys: [foreignKey('image_id', 'gallery_images', 'CASCADE'), foreignKey('hidden_by', 'users', 'CASCADE')],
    });

    await createTable(queryRunner, {
      name: 'sessions',
      columns: (c) => [
        { name: 'sid', type: 'varchar', length: '100', isPrimary: true },
        c.json('sess'),
        c.timestamp('expire'),
      ],
      indices: [index('idx_sessions_expire', ['expire'])],
    });

    await createTable(queryRunner, {
      name: 'app_state',
      columns: (c) => [{ name: 'key', type: 'varchar', length: '100', isPrimary: true }, c.text('value')],
    });
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
