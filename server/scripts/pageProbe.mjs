/**
 * What the screenshots script, the bench and the browser tests read from a page in Chromium: which pages and
 * admin screens there are (from the lists in shared/), the load's layout shift, largest paint and blocking time, and
 * the layout problems a script can see (horizontal overflow, clipped text, covered buttons). Plain JavaScript so the
 * Node scripts run it without a build; layout tests import the same functions (pageProbe.d.mts gives their types).
 */
/* global window, document, getComputedStyle, Node, PerformanceObserver -- functions given to page.evaluate and addInitScript run in the page. */

import { ADMIN_SCREEN_LIST, screenshotAddresses } from './screenLists.mjs';

/** Every admin screen of the web admin, from the list of admin screens. */
export const ADMIN_SCREENS = ADMIN_SCREEN_LIST.filter((s) => s.web).map((s) => s.path);

/**
 * Every public page the list of public pages photographs (one event's page among them), then the sign-in and reset
 * pages, which the server renders without the site's router.
 */
export const publicPages = (eventId) => [...screenshotAddresses(eventId), '/api/login', '/api/reset-password'];

/** The phone and laptop widths every screen is checked at. */
export const WIDTHS = [390, 1366];

export const viewportFor = (width) => ({ width, height: width < 600 ? 844 : 900 });

/**
 * Records the page's layout shifts, largest contentful paint and long tasks from the first byte on (buffered
 * observers in a script that runs before the page's own). Call before opening the page.
 */
export async function watchVitals(context) {
  await context.addInitScript(() => {
    const vitals = { cls: 0, lcpMs: 0, longTasks: [] };
    Object.defineProperty(window, '__vitals', { value: vitals });
    const observe = (type, each) => {
      try {
        new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
      } catch {
        // an entry type this browser lacks
      }
    };
    observe('layout-shift', (e) => {
      if (!e.hadRecentInput) vitals.cls += e.value;
    });
    observe('largest-contentful-paint', (e) => (vitals.lcpMs = e.startTime));
    observe('longtask', (e) => vitals.longTasks.push({ start: e.startTime, duration: e.duration }));
  });
}

/**
 * The load's figures so far: CLS (not a timing: the same on a slow machine), LCP, and TBT as Lighthouse counts it
 * (each long task's time over 50 ms, between first contentful paint and now).
 */
export async function readVitals(page) {
  return page.evaluate(() => {
    const v = window.__vitals;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const tbt = v.longTasks
      .filter((t) => t.start + t.duration > fcp)
      .reduce((sum, t) => sum + Math.max(0, t.start + t.duration - Math.max(t.start, fcp) - 50), 0);
    return { cls: Number(v.cls.toFixed(4)), lcpMs: Math.round(v.lcpMs), tbtMs: Math.round(tbt) };
  });
}

/**
 * Waits until the page has settled: hydrated (server-rendered pages mark <html>), no loading states left,
 * transitions ended, and that last state painted.
 */
export async function waitForSettled(page) {
  await page.waitForFunction(
    () =>
      (document.documentElement.dataset.hydrated === 'true' || !document.querySelector('script[data-entry]')) &&
      !document.querySelector('.adm-state, [aria-busy="true"]') &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 60_000, polling: 50 },
  );
  // The last change is painted, and the layout shifts it caused are delivered to the observers, only a frame
  // or two later: read the vitals before that and a shift when the last loading state went is missed.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        window.requestAnimationFrame(() => window.requestAnimationFrame(() => setTimeout(resolve, 0))),
      ),
  );
}

/**
 * The layout problems a script can find on the open page, as readable lines: the page wider than the window, text
 * cut off by a box that hides its overflow (ellipsis on purpose excepted), and buttons another element lies over
 * (so a tap at their centre lands elsewhere). Scrolls the page; back at the top when done.
 */
export async function findLayoutProblems(page) {
  return page.evaluate(() => {
    const problems = [];
    const name = (el) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls =
        typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}>${text ? ` "${text}"` : ''}`;
    };
    const shown = (el) => {
      const r = el.getBoundingClientRect();
      const cs = getComputedStyle(el);
      return r.width > 1 && r.height > 1 && cs.visibility !== 'hidden' && Number(cs.opacity) > 0;
    };
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth) {
      const wide = [...document.body.querySelectorAll('*')]
        .filter((el) => shown(el) && el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(-1)[0];
      problems.push(
        `horizontal overflow: the page is ${root.scrollWidth}px wide in a ${window.innerWidth}px window${wide ? ` (${name(wide)})` : ''}`,
      );
    }
    for (const el of document.body.querySelectorAll('*')) {
      const cs = getComputedStyle(el);
      if (!['hidden', 'clip'].includes(cs.overflowX) || cs.textOverflow === 'ellipsis') continue;
      if (el.scrollWidth <= el.clientWidth + 1 || !shown(el) || el.closest('[aria-hidden="true"]')) continue;
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
      const textInside =
        ownText || [...el.querySelectorAll('*')].some((c) => c.childElementCount === 0 && c.textContent.trim());
      if (textInside) problems.push(`text clipped: ${name(el)} needs ${el.scrollWidth}px, has ${el.clientWidth}px`);
    }
    const buttons = document.querySelectorAll(
      'button, [role="button"], a.bp6-button, a.btn, input[type="submit"], input[type="button"]',
    );
    for (const button of buttons) {
      if (!shown(button) || button.closest('[inert], [aria-hidden="true"]')) continue;
      button.scrollIntoView({ block: 'center', inline: 'center' });
      const r = button.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) continue;
      const top = document.elementFromPoint(x, y);
      if (top && !button.contains(top) && !top.contains(button))
        problems.push(`button covered: ${name(button)} lies under ${name(top)}`);
    }
    window.scrollTo(0, 0);
    return problems;
  });
}
