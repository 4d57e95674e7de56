import type { MouseEvent } from 'react';
import { scrollToAnchor } from '../navigation';

/**
 * In-page links to home sections scroll the way the header's links do (one header-height offset, smooth,
 * hash updated) instead of the browser's jump, which would add the section's scroll margin on top.
 */
export const scrollToSection = (id: string) => (e: MouseEvent<HTMLAnchorElement>) => {
  if (!scrollToAnchor(id)) return;
  e.preventDefault();
  window.history.replaceState(window.history.state, '', `#${id}`);
};
