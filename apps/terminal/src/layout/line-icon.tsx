/**
 * A decorative line icon drawn from one SVG path on a 24 px grid, in the current text colour.
 * It always sits beside (or inside a control named by) words that carry its meaning, so it is
 * hidden from screen readers.
 */
export function LineIcon({ path, size }: { path: string; size: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
