import { createElement, type ReactNode } from 'react';

/** Small line icons for event facts; decorative, so hidden from assistive technology. */
const common = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: 'false' as const,
};

/** An icon drawn by these shapes in the common frame and line style. */
const lineIcon =
  (...shapes: ReactNode[]) =>
  () =>
    createElement('svg', common, ...shapes);

export const CalendarIcon = lineIcon(
  <rect x="3" y="5" width="18" height="16" rx="2" />,
  <path d="M16 3v4M8 3v4M3 10h18" />,
);
export const ClockIcon = lineIcon(<circle cx="12" cy="12" r="9" />, <path d="M12 7v5l3 2" />);
export const PinIcon = lineIcon(
  <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />,
  <circle cx="12" cy="9.5" r="2.5" />,
);
export const PeopleIcon = lineIcon(
  <circle cx="9" cy="8" r="3.5" />,
  <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />,
);
export const SearchIcon = lineIcon(<circle cx="11" cy="11" r="7" />, <path d="M20 20l-3.5-3.5" />);
export const ArrowLeftIcon = lineIcon(<path d="M19 12H5M11 6l-6 6 6 6" />);
