import type { ErrorScreenStatus } from '@tourmarket/domain/i18n'
import type { ReactNode } from 'react'

// §2 "image and heading chosen by status". Line drawings in the accent colour on a soft tint,
// one travel motif per status; decorative, since the heading says what happened.

const stroke = {
  fill: 'none',
  stroke: 'var(--color-accent)',
  strokeWidth: 4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

const muted = { ...stroke, stroke: 'var(--color-accent-300)' } as const

/** 404: a folded map whose dashed route ends at a question mark. */
function LostOnTheMap() {
  return (
    <>
      <path
        d="M52 52l40-14 56 14 40-14v92l-40 14-56-14-40 14z"
        {...stroke}
        fill="var(--color-card)"
      />
      <path d="M92 38v92M148 52v92" {...muted} />
      <path
        d="M64 116c14-4 18-26 34-24s14 22 30 16 10-30 26-34"
        {...stroke}
        strokeDasharray="2 9"
      />
      <circle cx="64" cy="116" r="5" fill="var(--color-accent)" />
      <path d="M158 58a12 12 0 1 1 14 12c-3 1-4 3-4 7" {...stroke} />
      <circle cx="168" cy="88" r="2.5" fill="var(--color-accent)" />
    </>
  )
}

/** 403: a closed gate with a padlock. */
function ClosedGate() {
  return (
    <>
      <path d="M56 142V70M184 142V70M56 78h128M56 118h128" {...muted} />
      <path d="M80 78v40M104 78v40M136 78v40M160 78v40" {...muted} />
      <rect x="100" y="92" width="40" height="34" rx="6" {...stroke} fill="var(--color-card)" />
      <path d="M108 92v-10a12 12 0 0 1 24 0v10" {...stroke} />
      <path d="M120 104v10" {...stroke} />
    </>
  )
}

/** 410: a calendar whose dates are crossed out: the tour dates have passed. */
function PassedDates() {
  return (
    <>
      <rect x="64" y="44" width="112" height="100" rx="12" {...stroke} fill="var(--color-card)" />
      <path d="M64 70h112M92 34v20M148 34v20" {...stroke} />
      {[0, 1, 2].map((row) =>
        [0, 1, 2, 3].map((column) => (
          <path
            key={`${row}-${column}`}
            d={`M${82 + column * 24} ${88 + row * 18}l8 8M${90 + column * 24} ${88 + row * 18}l-8 8`}
            {...muted}
            strokeWidth={3}
          />
        )),
      )}
    </>
  )
}

/** 503: a tent under a rain cloud: the service is down for now. */
function RainedOut() {
  return (
    <>
      <path
        d="M78 74a18 18 0 0 1 4-35 24 24 0 0 1 45-6 20 20 0 0 1 31 19 14 14 0 0 1-2 22z"
        {...stroke}
        fill="var(--color-card)"
      />
      <path d="M94 86l-4 10M120 86l-4 10M146 86l-4 10" {...muted} />
      <path d="M72 146l48-42 48 42z" {...stroke} fill="var(--color-card)" />
      <path d="M120 104v42M108 146l12-22 12 22" {...stroke} />
      <path d="M52 146h136" {...muted} />
    </>
  )
}

/** 500 and everything else: a compass whose needle has come loose. */
function BrokenCompass() {
  return (
    <>
      <circle cx="120" cy="90" r="50" {...stroke} fill="var(--color-card)" />
      <circle cx="120" cy="90" r="38" {...muted} strokeWidth={2} strokeDasharray="3 8" />
      <path d="M120 90l-20-28 8 36z" fill="var(--color-accent)" />
      <path d="M120 90l22 18-14 4z" fill="var(--color-accent-300)" />
      <path d="M170 48l10-10M178 62l14-4M160 38l4-14" {...muted} />
    </>
  )
}

const drawings: Readonly<Record<ErrorScreenStatus, () => ReactNode>> = {
  404: LostOnTheMap,
  403: ClosedGate,
  410: PassedDates,
  503: RainedOut,
  500: BrokenCompass,
}

export function ErrorIllustration({ status }: { status: ErrorScreenStatus }) {
  const Drawing = drawings[status]
  return (
    <svg
      className="error-page__illustration"
      data-status={status}
      width="240"
      height="180"
      viewBox="0 0 240 180"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="120" cy="92" rx="112" ry="84" fill="var(--color-accent-tint)" />
      <Drawing />
    </svg>
  )
}
