/**
 * Clusters among an event's sign-ups (ADR 051): many people signed up from one client (connection), or with
 * addresses of one domain. A family or a club is a small cluster; someone hoarding seats with made-up addresses is
 * a big one. The admin's registrations list flags clusters of CLUSTER_MIN or more, and the office removes one in a
 * step. Webmail domains are not clusters: half of all visitors share gmail.com.
 */

export const CLUSTER_MIN = 4;

/** Providers whose addresses anyone may have; a domain cluster never forms on them. */
const WEBMAIL_DOMAINS = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'ymail.com',
  'rocketmail.com',
  'yahoo.co.uk',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'pm.me',
  'gmx.com',
  'gmx.net',
  'gmx.de',
  'web.de',
  'mail.com',
  'fastmail.com',
  'zoho.com',
  'yandex.com',
  'comcast.net',
  'verizon.net',
  'att.net',
  'sbcglobal.net',
  'bellsouth.net',
  'cox.net',
  'charter.net',
  'optonline.net',
  'earthlink.net',
]);

/** The domain of an address, lower-cased ('' when it has none). */
const emailDomainOf = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 0
    ? ''
    : email
        .slice(at + 1)
        .trim()
        .toLowerCase();
};

export const isWebmailDomain = (domain: string) => WEBMAIL_DOMAINS.has(domain.toLowerCase());

/** Second-level labels under which a country's domains are registered (example.co.uk, example.com.au). */
const SECOND_LEVEL = new Set([
  'co',
  'com',
  'org',
  'net',
  'ac',
  'gov',
  'edu',
  'ne',
  'or',
  'go',
  'gob',
  'nhs',
  'ltd',
  'plc',
]);

/**
 * The domain someone registers, which they may hang any number of names under: "x7.evil.test" and "x8.evil.test"
 * are both "evil.test", "mail.example.co.uk" is "example.co.uk". Limits and clusters count by it, so made-up
 * subdomains do not each start a count of their own. A short rule instead of the public suffix list: the last two
 * labels, or three under a country's own second level.
 */
export function siteDomainOf(domain: string): string {
  const labels = domain.toLowerCase().split('.').filter(Boolean);
  if (labels.length <= 2) return labels.join('.');
  const [second, top] = labels.slice(-2);
  const take = top.length === 2 && SECOND_LEVEL.has(second) ? 3 : 2;
  return labels.slice(-take).join('.');
}

/** The registered domain of an address ('' when it has none). */
export const emailSiteOf = (email: string) => siteDomainOf(emailDomainOf(email));

/** How the office names a cluster in a request to remove it. */
export const CLUSTER_KINDS = ['client', 'domain'] as const;
export type ClusterBy = (typeof CLUSTER_KINDS)[number];

export interface ClusterMember {
  id: string;
  email: string;
  clientKey?: string | null;
}

export interface Cluster {
  by: ClusterBy;
  /** The client key or the domain: what the removal names. */
  key: string;
  /** As the list shows it: "Connection 3f9a1c" or "@example.org". */
  label: string;
  registrationIds: string[];
  waitingIds: string[];
}

/** The clusters of CLUSTER_MIN or more sign-ups (seats and waiting together), biggest first. */
export function findClusters(registrations: ClusterMember[], waiting: ClusterMember[]): Cluster[] {
  const groups = new Map<string, Cluster>();
  const add = (by: ClusterBy, key: string, label: string, id: string, list: 'registrationIds' | 'waitingIds') => {
    const name = `${by}:${key}`;
    const group = groups.get(name) ?? { by, key, label, registrationIds: [], waitingIds: [] };
    group[list].push(id);
    groups.set(name, group);
  };
  for (const [people, list] of [
    [registrations, 'registrationIds'],
    [waiting, 'waitingIds'],
  ] as const) {
    for (const p of people) {
      if (p.clientKey) add('client', p.clientKey, `Connection ${p.clientKey.slice(0, 6)}`, p.id, list);
      const domain = emailSiteOf(p.email);
      if (domain && !isWebmailDomain(domain)) add('domain', domain, `@${domain}`, p.id, list);
    }
  }
  const size = (c: Cluster) => c.registrationIds.length + c.waitingIds.length;
  return [...groups.values()].filter((c) => size(c) >= CLUSTER_MIN).sort((a, b) => size(b) - size(a));
}
