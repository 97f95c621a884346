/** The Beurs mark: a rising line on the accent colour. Decorative; the brand name is text. */
export function SiteLogo() {
  return (
    <svg className="site-logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="var(--bx-color-accent)" />
      <path
        d="M7 22l6-7 5 4 7-9"
        fill="none"
        stroke="var(--bx-color-on-accent)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
