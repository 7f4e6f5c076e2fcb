/** The Tourmarket logo mark (the favicon's drawing); decorative, the brand name is always beside it. */
export function BrandMark({ size }: { size: number }) {
  return (
    <svg
      className="brand-mark"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="var(--color-accent)" />
      <path d="M9 10h14v3.2h-5.2V23h-3.6v-9.8H9z" fill="var(--color-on-accent)" />
    </svg>
  )
}
