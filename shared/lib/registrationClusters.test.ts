import { describe, expect, it } from 'vitest';
import { emailSiteOf, siteDomainOf } from './registrationClusters';

describe('the registered domain of an address', () => {
  it('takes the last two labels, so names made up under a domain are that domain', () => {
    expect(siteDomainOf('x7.evil.test')).toBe('evil.test');
    expect(siteDomainOf('a.b.c.evil.test')).toBe('evil.test');
    expect(siteDomainOf('Example.ORG')).toBe('example.org');
    expect(emailSiteOf('Pat@Mail.Example.org')).toBe('example.org');
  });

  it("keeps a country's second level apart", () => {
    expect(siteDomainOf('mail.example.co.uk')).toBe('example.co.uk');
    expect(siteDomainOf('lists.trust.org.au')).toBe('trust.org.au');
    // A two-letter top level without a second level of its own is an ordinary domain.
    expect(siteDomainOf('www.preserve.de')).toBe('preserve.de');
  });

  it('says nothing for an address without a domain', () => {
    expect(emailSiteOf('nobody')).toBe('');
  });
});
