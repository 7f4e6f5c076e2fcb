/** A document with a folded corner, for attachments that are not pictures. */
export function FileIcon() {
  return (
    <svg
      className="chat-file__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M6 2.5h8l4.5 4.5v14.5H6zM14 2.5V7h4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  )
}
