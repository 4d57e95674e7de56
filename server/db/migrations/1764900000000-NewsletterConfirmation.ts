import { migration } from './defineMigration';
import { column, statement } from './migrationSteps';

/**
 * Newsletter sign-up with double opt-in (ADR 035). A row is pending until its address opens the e-mailed link
 * (`confirmed_at` set); pending rows are forgotten after a week. Rows from before this change were added by the
 * office, not through a form, so they count as confirmed from the day they were added.
 */
export const NewsletterConfirmation1764900000000 = migration(
  'NewsletterConfirmation1764900000000',
  column('newsletter_subscriptions', 'first_name varchar(100)?'),
  column('newsletter_subscriptions', 'confirmed_at timestamp?'),
  statement('UPDATE newsletter_subscriptions SET confirmed_at = subscribed_at'),
);
