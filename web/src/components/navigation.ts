import { HEADER_ANCHOR_OFFSET_PX } from '@shared/constants';

export interface NavItem {
  label: string;
  to: string;
  /** Anchor links point at a section of the home page. */
  anchor?: string;
}

const page = (label: string, to: string): NavItem => ({ label, to });
const homeSection = (label: string, anchor: string): NavItem => ({ label, to: `/#${anchor}`, anchor });

export const NAV_ITEMS: NavItem[] = [
  page('Home', '/'),
  page('About', '/about'),
  page('History', '/history'),
  page('Events', '/events'),
  page('Past Events', '/past-events'),
  page('Gallery', '/gallery'),
  homeSection('Volunteer', 'volunteer'),
  homeSection('Contact', 'contact'),
];

/** Active by path prefix; Home only on exactly '/'. */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The element id a location hash names ('#contact' -> 'contact'). The hash comes from the address, which anyone
 * can write: a broken %-escape ('#%E0%A4%A') is taken as it stands instead of throwing inside an effect.
 */
export function anchorIdOf(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Smoothly scrolls to a home-page section, leaving room for the sticky header. */
export function scrollToAnchor(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const top = el.getBoundingClientRect().top + window.scrollY - HEADER_ANCHOR_OFFSET_PX;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: reduced ? 'auto' : behavior });
  return true;
}
