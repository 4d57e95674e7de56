import type { Organisation } from '@shared/organisation';

/**
 * What the pages call the place in headings ("Welcome to ...", "About ..."): the preserve's name, else the
 * organisation's; empty on a site whose settings have neither yet, and the headings then read without it.
 */
export const placeName = (org: Pick<Organisation, 'preserveName' | 'name'>) =>
  org.preserveName.trim() || org.name.trim();

/** "Kingston, NJ", or as much of it as the settings give. */
export const townAndState = (org: Pick<Organisation, 'postalAddress'>) =>
  [org.postalAddress.town, org.postalAddress.state].filter(Boolean).join(', ');

/** The organisation's name where a sentence needs one, else a plain noun that reads in its place. */
export const orgNameOr = (org: Pick<Organisation, 'name'>, fallback: string) => org.name.trim() || fallback;
