import { migration } from './defineMigration';
import { table } from './migrationSteps';
import { foreignKey, index } from './tableHelpers';

/** The site's first schema: every table of the original data model, plus app_state. */
export const Initial1763800000000 = migration(
  'Initial1763800000000',
  table({
    name: 'users',
    columns: `
      id, email varchar(254) unique, first_name varchar(100)?, last_name varchar(100)?, profile_image_url text?,
      is_admin bool = false, password_hash text?, created_at timestamp = now, updated_at timestamp = now
    `,
  }),
  table({
    name: 'events',
    columns: `
      id, title varchar(200), description text, date timestamp, time varchar(50), location varchar(200)?,
      max_capacity int?, current_registrations int = 0, image_url text?, image_urls json?, event_content text?,
      is_active bool = true, created_by ref?, created_at timestamp = now, updated_at timestamp = now
    `,
    indices: [index('idx_events_date', ['date'])],
    foreignKeys: [foreignKey('created_by', 'users', 'SET NULL')],
  }),
  table({
    name: 'event_registrations',
    columns: `
      id, event_id ref, first_name varchar(100), last_name varchar(100), email varchar(254), phone varchar(40)?,
      special_requests text?, registered_at timestamp = now
    `,
    indices: [index('idx_event_registrations_event', ['event_id'])],
    foreignKeys: [foreignKey('event_id', 'events', 'CASCADE')],
  }),
  table({
    name: 'volunteers',
    columns: `
      id, first_name varchar(100), last_name varchar(100), email varchar(254), phone varchar(40)?,
      interest varchar(50), experience text?, availability text?, is_active bool = true, created_at timestamp = now
    `,
  }),
  table({
    name: 'gallery_images',
    columns: `
      id, title varchar(200), description text?, image_url text, alt_text varchar(300)?, category varchar(50)?,
      uploaded_by ref?, is_public bool = true, display_order int = 0, position varchar(10) = 'above',
      created_at timestamp = now
    `,
    indices: [index('idx_gallery_images_order', ['position', 'display_order'])],
    foreignKeys: [foreignKey('uploaded_by', 'users', 'SET NULL')],
  }),
  table({
    name: 'contact_submissions',
    columns: `
      id, first_name varchar(100), last_name varchar(100), email varchar(254), subject varchar(200), message text,
      type varchar(30) = 'contact', is_read bool = false, created_at timestamp = now
    `,
  }),
  table({
    name: 'donations',
    columns: `
      id, donor_first_name varchar(100), donor_last_name varchar(100), donor_email varchar(254), amount varchar(30),
      message text?, is_anonymous bool = false, payment_method varchar(50)?, payment_id varchar(200)?,
      status varchar(30) = 'pending', created_at timestamp = now
    `,
  }),
  table({
    name: 'home_page_content',
    columns: `
      id, section varchar(100) unique, title varchar(200)?, content text?, is_visible bool = true,
      display_order int = 0, updated_at timestamp = now, updated_by ref?
    `,
    foreignKeys: [foreignKey('updated_by', 'users', 'SET NULL')],
  }),
  table({
    name: 'newsletter_subscriptions',
    columns: `
      id, email varchar(254) unique, is_active bool = true, subscribed_at timestamp = now
    `,
  }),
  table({
    name: 'page_content',
    columns: `
      id, key varchar(100) unique, value text, updated_at timestamp = now, updated_by ref?
    `,
    foreignKeys: [foreignKey('updated_by', 'users', 'SET NULL')],
  }),
  table({
    name: 'hidden_images',
    columns: `
      id, image_id ref, hidden_by ref, created_at timestamp = now
    `,
    indices: [index('idx_hidden_images_image', ['image_id'])],
    foreignKeys: [foreignKey('image_id', 'gallery_images', 'CASCADE'), foreignKey('hidden_by', 'users', 'CASCADE')],
  }),
  table({
    name: 'sessions',
    columns: `
      sid varchar(100) primary, sess json, expire timestamp
    `,
    indices: [index('idx_sessions_expire', ['expire'])],
  }),
  table({
    name: 'app_state',
    columns: `
      key varchar(100) primary, value text
    `,
  }),
);
