import type { Organisation, PreserveLocation } from '../organisation';

/**
 * Where the preserve is, as maps, calendar programs and search engines need it: a street address and a pin. The
 * organisation's postal address is for letters (often a P.O. Box) and never says where an event takes place.
 */

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** "40.3779, -74.6135": latitude then longitude in decimal degrees, as map programs copy them. */
const COORDINATES = /^\s*([-+]?\d{1,3}(?:\.\d+)?)\s*[,;\s]\s*([-+]?\d{1,3}(?:\.\d+)?)\s*$/;

/** The pin the coordinates text gives, or null when it is empty or not a place on Earth. */
export function coordinatesOf(text: string): Coordinates | null {
  const m = COORDINATES.exec(text);
  if (!m) return null;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** The name the preserve goes by on maps and in calendars: the location's own, else the preserve's. */
export const placeNameOf = (org: Pick<Organisation, 'preserveName' | 'preserveLocation'>) =>
  org.preserveLocation.name.trim() || org.preserveName;

/** "12 Mapleton Road, Kingston, NJ 08528", leaving out the parts that are empty. */
export function streetAddressLine(location: PreserveLocation): string {
  const stateZip = [location.state, location.postcode].filter(Boolean).join(' ');
  return [location.street, location.town, stateZip].filter(Boolean).join(', ');
}

/**
 * The one line a calendar entry's LOCATION gives: where at the preserve (the event's own text), the preserve, its
 * address. A part the event's text already names is not repeated.
 */
export function calendarLocationOf(
  org: Pick<Organisation, 'preserveName' | 'preserveLocation'>,
  eventLocation: string | null,
): string {
  const own = eventLocation?.trim() ?? '';
  const parts = [own];
  const name = placeNameOf(org);
  if (!own.toLowerCase().includes(name.toLowerCase())) parts.push(name);
  parts.push(streetAddressLine(org.preserveLocation));
  return parts.filter(Boolean).join(', ');
}

/**
 * The map link visitors follow: a pin on OpenStreetMap when the coordinates are known, else the map address an
 * admin gave (empty when neither is set).
 */
export function mapLinkOf(org: Pick<Organisation, 'locationUrl' | 'preserveLocation'>): string {
  const pin = coordinatesOf(org.preserveLocation.coordinates);
  if (!pin) return org.locationUrl;
  const { latitude: lat, longitude: lon } = pin;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;
}
