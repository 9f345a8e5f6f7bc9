import styles from './static-location-map.module.css';

type Props = { label: string };

/**
 * A light drawing of central Hamburg (Alster, Elbe, parks) with a pin on the office. It is a
 * picture, not a map: one image with a spoken description, no tiles, nothing to download.
 * The interactive map arrives with the offers map.
 */
export function StaticLocationMap({ label }: Props) {
  return (
    <svg
      className={styles.map}
      viewBox="0 0 600 400"
      role="img"
      aria-label={label}
      focusable="false"
    >
      <rect width="600" height="400" fill="#eef3ea" />
      {/* Parks */}
      <path d="M20 40c40-20 90-18 120 8s20 70-18 86-92 6-110-26S-4 52 20 40z" fill="#cfe5c4" />
      <path d="M430 250c30-14 80-10 96 14s0 52-34 60-80-4-88-28 2-34 26-46z" fill="#cfe5c4" />
      {/* Streets */}
      <g fill="none" stroke="#ffffff" strokeLinecap="round">
        <path d="M0 230C120 220 220 200 300 205s200 18 300 6" strokeWidth="12" />
        <path d="M250 0c10 80 20 150 40 210s20 110 10 190" strokeWidth="10" />
        <path d="M60 400c60-70 140-120 230-180" strokeWidth="8" />
        <path d="M600 120c-90 30-190 60-300 88" strokeWidth="8" />
        <path d="M140 0c20 60 60 110 120 150" strokeWidth="6" />
        <path d="M420 0c-10 60-40 120-100 190" strokeWidth="6" />
      </g>
      {/* Außenalster and Binnenalster */}
      <path
        d="M300 20c40-10 80 6 92 40s-6 70-26 92-44 30-66 22-30-40-24-76 -12-70 24-78z"
        fill="#9fd0ee"
      />
      <path d="M276 158c16-8 40-6 50 8s2 30-16 34-40 0-44-14 0-22 10-28z" fill="#9fd0ee" />
      {/* Elbe */}
      <path d="M0 318c80-14 150-6 220 6s150 18 230 2 110-22 150-16v90H0z" fill="#9fd0ee" />
      <path
        d="M0 350c90-10 170 0 250 10s160 8 230-4 90-12 120-8"
        fill="none"
        stroke="#7fbde3"
        strokeWidth="4"
      />
      <g fill="#0b3a66" fontFamily="system-ui, sans-serif" fontSize="18" fontWeight="700">
        <text x="318" y="84">
          Alster
        </text>
        <text x="60" y="372">
          Elbe
        </text>
      </g>
      {/* Pin */}
      <g transform="translate(300 236)">
        <ellipse cx="0" cy="4" rx="16" ry="6" fill="rgb(15 27 45 / 0.25)" />
        <path
          d="M0 0C-18-22-26-34-26-48a26 26 0 0 1 52 0C26-34 18-22 0 0z"
          fill="#ff6a3d"
          stroke="#0f1b2d"
          strokeWidth="3"
        />
        <circle cx="0" cy="-48" r="9" fill="#ffffff" stroke="#0f1b2d" strokeWidth="3" />
      </g>
    </svg>
  );
}
