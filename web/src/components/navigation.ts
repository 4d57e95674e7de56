import { HEADER_ANCHOR_OFFSET_PX } from '@shared/constants';

export interface NavItem {
  label: string;
  to: string;
  /** Anchor links point at a section of the home page. */
  anchor?: string;
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'History', to: '/history' },
  { label: 'Events', to: '/events' },
  { label: 'Past Events', to: '/past-events' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Volunteer', to: '/#volunteer', anchor: 'volunteer' },
  { label: 'Contact', to: '/#contact', anchor: 'contact' },
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
