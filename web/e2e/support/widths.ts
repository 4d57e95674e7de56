import { PHONE } from './browser';

/** A laptop's usual window: the wide layout visitors see most after phones. */
export const LAPTOP = { viewport: { width: 1366, height: 768 } };

/** The two widths every visitor-facing check runs at: a 390 px phone and a 1366 px laptop. */
export const VISITOR_WIDTHS = [
  ['a phone', PHONE],
  ['a laptop', LAPTOP],
] as const;
