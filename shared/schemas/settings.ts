import { z } from 'zod';
import { requiredText, textField, versionField } from './common';

/** (609) 555-0142, 609-555-0142, 609.555.0142, 6095550142, +1 609 555 0142. */
export const US_PHONE = /^(\+?1[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;
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

const webAddress = (label: string) =>
  emptyOr(label, 500, isWebAddress, `${label} must be a web address starting with https:// or http://`, true);

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
    postalAddress: z
      .object({
        line1: textField('Street or P.O. Box', 150),
        town: textField('Town', 100),
        state: textField('State', 50),
        postcode: emptyOr(
          'ZIP code',
          10,
          (v) => /^\d{5}(-\d{4})?$/.test(v),
          'ZIP code must look like 08528 or 08528-1234',
        ),
      })
      .strip(),
    email: emptyOr('Email', 254, (v) => z.email().safeParse(v).success, 'Please enter a valid email address', true),
    phone: emptyOr('Phone', 30, (v) => US_PHONE.test(v), 'Phone must be a US number, e.g. (609) 555-0142'),
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
      .refine((y) => y <= new Date().getFullYear(), 'Founding year cannot be in the future'),
    openingHours: textField('Opening hours', 500, { kind: 'multiline' }),
    board: z
      .array(boardMemberSchema, { error: 'Board must be a list' })
      .max(MAX_BOARD_MEMBERS, `At most ${MAX_BOARD_MEMBERS} board members`),
    // Required here: the settings always exist, so a save always knows which version it changes.
    version: versionField.unwrap(),
  })
  .strip();

export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
