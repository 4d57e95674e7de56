import { useEffect, useRef } from 'react';
import { useLocation } from '../../lib/router';
import { anchorIdOf, scrollToAnchor } from '../navigation';

/**
 * Arriving at /#volunteer or /#contact from another page, the layout scrolls at once, while the content
 * blocks and events above those sections are still loading; when they arrive they push the section down.
 * Once the data has settled, scroll to the section again so it ends up under the header after all.
 */
export function useSettledAnchor(settled: boolean) {
  const { hash } = useLocation();
  const wasSettled = useRef(settled);
  useEffect(() => {
    if (settled && !wasSettled.current && hash) {
      requestAnimationFrame(() => scrollToAnchor(anchorIdOf(hash), 'auto'));
    }
    wasSettled.current = settled;
  }, [settled, hash]);
}
