/**
 * A mailto: address for the admin's own mail program. The address comes from a visitor's form (the schema
 * only lets valid e-mail addresses through), but it is still encoded so nothing in it can add headers;
 * '@' stays readable because some mail programs show the raw link.
 */
export function mailtoLink(address: string, fields: { subject?: string; body?: string } = {}): string {
  const to = encodeURIComponent(address).replace(/%40/g, '@');
  const query = Object.entries(fields)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${encodeURIComponent(v as string)}`)
    .join('&');
  return `mailto:${to}${query ? `?${query}` : ''}`;
}

/** "Re: Trails", without piling up "Re: Re:" when the visitor's subject already starts with one. */
export function replySubject(subject: string): string {
  return /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
}
