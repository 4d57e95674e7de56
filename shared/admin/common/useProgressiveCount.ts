import { useEffect, useState } from 'react';

/**
 * How many items of a long list to render now: `first` at once, then `step` more in each following task until all
 * are there. Hundreds of cards (every event of past years, a thousand gallery pictures) built in one go are one long
 * task of seconds on an office laptop, with the page frozen; in steps the first screenful paints at once and every
 * step leaves room for a click or a key in between. Lists shorter than `first` render whole on the first pass.
 */
export function useProgressiveCount(total: number, first = 24, step = first): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    // A macrotask, not a microtask or a frame callback: the browser may handle input (and paint) before the next step.
    const timer = setTimeout(() => setCount((c) => c + step), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
