import { describe, expect, it } from 'vitest';
import { matchRoute, pathOf, RATE_LIMIT_RULE_NAMES, ROUTE_NAMES, ROUTES } from './routes';
import { FORM_POST_PATHS } from '@shared/forms/publicForms';

describe('the route table', () => {
  it('declares each method and path once', () => {
    const keys = ROUTE_NAMES.map((n) => `${ROUTES[n].method} ${ROUTES[n].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps its own rules: admin paths are for admins, only GETs are read by the renderer or cached, only writes are drafted', () => {
    for (const name of ROUTE_NAMES) {
      const r = ROUTES[name];
      if (r.path.startsWith('/api/admin/')) expect(r.access, name).toBe('admin');
      if (r.ssr) expect([r.method, r.access], name).toEqual(['GET', 'anyone']);
      if (r.cachedList) expect(r.method, name).toBe('GET');
      if (r.offline) expect(r.method, name).not.toBe('GET');
      if (r.rateLimit) expect(RATE_LIMIT_RULE_NAMES, name).toContain(r.rateLimit);
      if (!/^\/(api|objects)\//.test(r.path)) {
        // Outside /api/ and /objects/ only the files crawlers, browsers (icons) and calendar programs fetch, and the newsletter's
        // confirmation and unsubscribe links, read by anyone; the unsubscribe link also takes the one-click POST
        // mail programs send to the address in List-Unsubscribe.
        expect(r.path, name).toMatch(
          /^\/(sitemap\.xml|robots\.txt|favicon\.ico|apple-touch-icon\.png|events\.ics|events\/:id\/calendar\.ics|newsletter\/(confirm|unsubscribe))$/,
        );
        expect(r.access, name).toBe('anyone');
        if (r.method !== 'GET') expect([r.method, r.path], name).toEqual(['POST', '/newsletter/unsubscribe']);
      }
      expect(r.path.endsWith('/'), name).toBe(false);
    }
  });

  it('matches as the routers do: exact case, no trailing slash, one segment per parameter', () => {
    expect(matchRoute('POST', '/api/auth/login')?.name).toBe('login');
    expect(matchRoute('POST', '/api/auth/login/')).toBeNull();
    expect(matchRoute('POST', '/API/AUTH/LOGIN')).toBeNull();
    expect(matchRoute('POST', '/api/Auth/Login')).toBeNull();
    expect(matchRoute('GET', '/api/auth/login')).toBeNull();
    expect(matchRoute('POST', '/api/events/abc/register')).toMatchObject({
      name: 'eventRegister',
      rawParams: { id: 'abc' },
    });
    expect(matchRoute('GET', '/api/events/a/b')).toBeNull();
    expect(matchRoute('GET', '/api/events/a%2Fb')).toMatchObject({ name: 'eventGet', rawParams: { id: 'a%2Fb' } });
  });

  it('prefers a literal route to a parameter of the same shape', () => {
    expect(matchRoute('GET', '/api/gallery/first-page')?.name).toBe('galleryFirstPage');
    expect(matchRoute('DELETE', '/api/auth/token')?.name).toBe('tokenRevokeCurrent');
  });

  it('builds addresses with encoded parameters and refuses a missing one', () => {
    expect(pathOf('eventRegister', { id: 'a/b c' })).toBe('/api/events/a%2Fb%20c/register');
    expect(() => pathOf('eventGet')).toThrow(/needs the parameter id/);
  });

  it('gives the public forms the addresses they post to without scripts', () => {
    expect(pathOf('volunteerForm')).toBe(FORM_POST_PATHS.volunteer);
    expect(pathOf('contactForm')).toBe(FORM_POST_PATHS.contact);
    expect(pathOf('eventRegisterForm', { id: 'a/b' })).toBe(FORM_POST_PATHS.registration('a/b'));
  });
});
