/** The site's mark: a maple leaf over rolling ground, drawn for this site. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#2f5d3a" />
      <path d="M4 33 Q16 27 26 31 T44 30 V40 Q36 46 24 46 Q12 46 5 38Z" fill="#86a86f" />
      <path d="M24 9 l3 6 5-2-1 6 5 1-4 4 2 3-6-1-1 6h-6l-1-6-6 1 2-3-4-4 5-1-1-6 5 2z" fill="#f4c36a" />
      <path d="M24 21 V34" stroke="#f4c36a" strokeWidth="1.6" />
    </svg>
  );
}
