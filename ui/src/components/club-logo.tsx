/**
 * The club's mark: two crossed rackets behind a tennis ball, drawn inline so
 * it needs no request and stays sharp on the clubhouse TV.
 */
export function ClubLogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill="#062418" />
      <g fill="none" strokeLinecap="round">
        <g transform="rotate(-40 24 24)">
          <ellipse cx="24" cy="14" rx="7.5" ry="9.5" stroke="#ffffff" strokeWidth="2.4" />
          <path
            d="M24 4.8v18.4M16.8 14h14.4M18.5 8.5h11M18.5 19.5h11"
            stroke="#ffffff"
            strokeOpacity="0.45"
            strokeWidth="1"
          />
          <path d="M24 23.5V42" stroke="#ffffff" strokeWidth="3.2" />
        </g>
        <g transform="rotate(40 24 24)">
          <ellipse cx="24" cy="14" rx="7.5" ry="9.5" stroke="#ffffff" strokeWidth="2.4" />
          <path
            d="M24 4.8v18.4M16.8 14h14.4M18.5 8.5h11M18.5 19.5h11"
            stroke="#ffffff"
            strokeOpacity="0.45"
            strokeWidth="1"
          />
          <path d="M24 23.5V42" stroke="#ffffff" strokeWidth="3.2" />
        </g>
      </g>
      <circle cx="24" cy="30" r="8.5" fill="#d2ec3f" stroke="#062418" strokeWidth="1.5" />
      <path
        d="M16.6 26.2c3.8 1.6 5.2 5.6 3.6 11M31.4 26.2c-3.8 1.6-5.2 5.6-3.6 11"
        fill="none"
        stroke="#ffffff"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
