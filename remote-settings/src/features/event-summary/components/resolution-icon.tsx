import type { ReactNode } from 'react';

// Simple line icons, one per resolution type icon key of shared-contracts (RESOLUTION_TYPES).
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const person = (
  <>
    <circle cx="12" cy="7" r="4" {...stroke} />
    <path d="M4 21v-2a6 6 0 0 1 6-6h4a6 6 0 0 1 6 6v2" {...stroke} />
  </>
);

const SHAPES: Readonly<Record<string, ReactNode>> = {
  passerby: (
    <>
      <circle cx="13" cy="4" r="2" {...stroke} />
      <path d="M9 21l3-7 3 3v4M8 11l3-3 4 3 3 1M12 14l-1-6" {...stroke} />
    </>
  ),
  'unknown-person': (
    <>
      {person}
      <path d="M11 8.5a1.2 1.2 0 1 1 1.5 1.2" {...stroke} />
    </>
  ),
  delivery: (
    <>
      <path d="M3 7l9-4 9 4v10l-9 4-9-4z" {...stroke} />
      <path d="M3 7l9 4 9-4M12 11v10" {...stroke} />
    </>
  ),
  'service-worker': (
    <path
      d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.5-.5-.5-2.5z"
      {...stroke}
    />
  ),
  vehicle: (
    <>
      <path d="M3 16V11l2-5h14l2 5v5z" {...stroke} />
      <circle cx="7" cy="17" r="2" {...stroke} />
      <circle cx="17" cy="17" r="2" {...stroke} />
    </>
  ),
  animal: (
    <>
      <circle cx="6" cy="10" r="2" {...stroke} />
      <circle cx="10" cy="5" r="2" {...stroke} />
      <circle cx="14" cy="5" r="2" {...stroke} />
      <circle cx="18" cy="10" r="2" {...stroke} />
      <path d="M8 18c0-4 2-6 4-6s4 2 4 6c0 2-8 2-8 0z" {...stroke} />
    </>
  ),
  disarmed: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" {...stroke} />
      <path d="M8 11V7a4 4 0 0 1 7.5-2" {...stroke} />
    </>
  ),
  police: <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" {...stroke} />,
  medical: <path d="M9 3h6v6h6v6h-6v6H9v-6H3V9h6z" {...stroke} />,
  fire: (
    <path d="M12 3c1 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-4 2-7 2 1 3 3 3 5 1-2 1-6 1-9z" {...stroke} />
  ),
  'guard-reviewed': (
    <>
      <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" {...stroke} />
      <path d="M8.5 12l2.5 2.5 4.5-5" {...stroke} />
    </>
  ),
};

/**
 * The icon of a resolution type (decorative: the card names the type): a plain SVG, sized and
 * coloured by the summary cards' styles, so that a card draws no styled component for it.
 */
export function ResolutionIcon({ icon }: { icon: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" data-icon={icon}>
      {SHAPES[icon] ?? person}
    </svg>
  );
}
