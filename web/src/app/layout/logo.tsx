/** The "Active City Hamburg" wordmark, drawn inline so it needs no request. Decorative: the
 * surrounding link carries the accessible name. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 184 48"
      width="184"
      height="48"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="48" height="48" rx="14" fill="#005ca9" />
      <circle cx="33" cy="14" r="6" fill="#ff6a3d" />
      <path
        d="M9 33c5-7 9-7 13 0s9 7 13 0"
        fill="none"
        stroke="#fff"
        strokeWidth="4.5"
        strokeLinecap="round"
      />
      <path
        d="M10 22c4-5 9-8 15-8"
        fill="none"
        stroke="#ffc629"
        strokeWidth="4.5"
        strokeLinecap="round"
      />
      <text
        x="58"
        y="24"
        fill="#0f1b2d"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="21"
        fontWeight="800"
        letterSpacing="-0.4"
      >
        Active City
      </text>
      <text
        x="59"
        y="42"
        fill="#005ca9"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="12.5"
        fontWeight="800"
        letterSpacing="4.2"
      >
        HAMBURG
      </text>
    </svg>
  );
}
