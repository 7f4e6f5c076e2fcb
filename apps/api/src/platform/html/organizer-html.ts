import sanitizeHtml from 'sanitize-html'

/**
 * What organizer-written HTML may contain (tour and program descriptions, shown on tour pages as
 * HTML): text structure and links, nothing that runs, loads or restyles (issue 14 finding 9).
 * An allow-list: anything not named here is dropped, its text kept.
 */
const organizerHtmlRules: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'blockquote',
    'a',
  ],
  // rel and target are always the transform's own values below, whatever the organizer wrote.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // Text inside <script>/<style> is code, not prose: it goes with the element.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  // An organizer's link leaves the site: no referrer, no control over this window, no SEO credit.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', {
      rel: 'nofollow noopener noreferrer',
      target: '_blank',
    }),
  },
}

/**
 * Organizer HTML made safe to render. Applied when it is written (the seed; the back-office
 * later) and again when it is read, so a row written before the rules or by hand is safe too.
 */
export function sanitizeOrganizerHtml(html: string): string {
  return sanitizeHtml(html, organizerHtmlRules)
}
