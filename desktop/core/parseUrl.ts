/** The address as a URL, or null when it is not one. */
export function parseUrl(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}
