import { z } from './zod';
import { isPhoneNumber, PHONE_MESSAGE, requiredText, textField, versionField } from './common';
import { objectIdFromUrl } from '../lib/objectPaths';
import { coordinatesOf } from '../lib/preserveLocation';
import {
  CATEGORY_MAX_LENGTH,
  DEFAULT_EVENT_CATEGORIES,
  MAX_EVENT_CATEGORIES,
  categorySlug,
} from '../lib/eventCategories';

export const EIN_PATTERN = /^\d{2}-\d{7}$/;
export const FIRST_FOUNDING_YEAR = 1800;
export const MAX_BOARD_MEMBERS = 30;

const isWebAddress = (v: string) => {
  try {
    const url = new URL(v);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !!url.hostname;
  } catch {
    return false;
  }
};

/** Text that may be left empty (the pages then leave it out), else must match `valid`. */
function emptyOr(label: string, max: number, valid: (v: string) => boolean, message: string, address = false) {
  return textField(label, max, { kind: address ? 'address' : 'line' }).refine((v) => v === '' || valid(v), message);
}

/**
 * The logo's address: one of our uploads (the uploader's signed address, which the server turns into the stored
 * path, or the stored path itself).
 */
const isImageAddress = (v: string) => objectIdFromUrl(v) !== null;

const webAddress = (label: string) =>
  emptyOr(label, 500, isWebAddress, `${label} must be a web address starting with https:// or http://`, true);

const zipCode = (label: string) =>
  emptyOr(label, 10, (v) => /^\d{5}(-\d{4})?$/.test(v), 'ZIP code must look like 08528 or 08528-1234');

/** A profile link; '#' is the placeholder the demo site shows until the organisation has the profile. */
const socialLink = (label: string) =>
  emptyOr(
    label,
    500,
    (v) => v === '#' || isWebAddress(v),
    `${label} must be a web address starting with https:// or http://`,
    true,
  ).default('');

export const boardMemberSchema = z.object({ name: requiredText('Name', 100), role: requiredText('Role', 100) }).strip();

/**
 * The Site Settings screen's save (PUT /api/admin/settings): every editable detail of the organisation, and the
 * version it was loaded at. Optional details may be empty: the pages then leave them out.
 */
export const siteSettingsSchema = z
  .object({
    name: requiredText('Organisation name', 150),
    abbreviation: requiredText('Short name', 20),
    tagline: textField('Tagline', 200),
    preserveName: textField('Preserve name', 150).default(''),
    acres: z
      .number({ error: 'Size must be a number of acres' })
      .positive('Size must be a number of acres')
      .max(1_000_000, 'Size must be a number of acres')
      .nullable()
      .default(null),
    admission: textField('Admission', 200).default(''),
    taxStatus: textField('Tax status', 200).default(''),
    logoUrl: emptyOr('Logo', 4000, isImageAddress, 'Logo must be an uploaded image', true).default(''),
    postalAddress: z
      .object({
        line1: textField('Street or P.O. Box', 150),
        town: textField('Town', 100),
        state: textField('State', 50),
        postcode: zipCode('ZIP code'),
      })
      .strip(),
    email: emptyOr('Email', 254, (v) => z.email().safeParse(v).success, 'Please enter a valid email address', true),
    phone: emptyOr('Phone', 30, isPhoneNumber, PHONE_MESSAGE),
    ein: emptyOr('EIN', 10, (v) => EIN_PATTERN.test(v), 'EIN must look like 12-3456789'),
    donationUrl: webAddress('Donation page address'),
    locationUrl: webAddress('Map link'),
    social: z
      .object({ facebook: socialLink('Facebook'), twitter: socialLink('Twitter'), instagram: socialLink('Instagram') })
      .strip()
      .default({ facebook: '', twitter: '', instagram: '' }),
    foundingYear: z
      .number({ error: 'Founding year must be a year' })
      .int('Founding year must be a year')
      .min(FIRST_FOUNDING_YEAR, `Founding year must be ${FIRST_FOUNDING_YEAR} or later`)
      .refine((y) => y <= new Date().getFullYear(), 'Founding year cannot be in the future')
      .nullable(),
    openingHours: textField('Opening hours', 500, { kind: 'multiline' }),
    board: z
      .array(boardMemberSchema, { error: 'Board must be a list' })
      .max(MAX_BOARD_MEMBERS, `At most ${MAX_BOARD_MEMBERS} board members`),
    // Blank lines of the box are left out; each name once, whatever its capitals, as the filters tell them apart.
    eventCategories: z
      .array(textField('Event category', CATEGORY_MAX_LENGTH), { error: 'Event categories must be a list' })
      .transform((list) => list.filter((name) => name !== ''))
      .refine((list) => list.length <= MAX_EVENT_CATEGORIES, `At most ${MAX_EVENT_CATEGORIES} event categories`)
      .refine(
        (list) => new Set(list.map(categorySlug)).size === list.length,
        'Each event category may be listed only once',
      )
      .refine((list) => list.every((name) => categorySlug(name) !== ''), 'An event category needs a letter or digit')
      .default([...DEFAULT_EVENT_CATEGORIES]),
    // --- Where the preserve is (search results, calendars, the map link) ---
    preserveLocation: z
      .object({
        name: textField('Preserve name on maps', 150),
        street: textField('Street address', 150),
        town: textField('Preserve town', 100),
        state: textField('Preserve state', 50),
        postcode: zipCode('Preserve ZIP code'),
        coordinates: emptyOr(
          'Coordinates',
          40,
          (v) => coordinatesOf(v) !== null,
          'Coordinates must be a latitude and a longitude, e.g. 40.3779, -74.6135',
        ),
      })
      .strip(),
    // Required here: the settings always exist, so a save always knows which version it changes.
    version: versionField.unwrap(),
  })
  .strip();

export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
