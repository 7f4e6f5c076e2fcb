import sanitizeHtml from 'sanitize-html'

/** Only the site's own generated pictures may appear in an article: nothing is loaded from elsewhere. */
const MEDIA_PATH = /^\/media\/[a-z0-9-]+\/\d+x\d+$/

/**
 * What a journal article's body may contain: prose, headings, lists, links and figures with the
 * site's own images. An allow-list: anything not named here is dropped, its text kept.
 */
const journalHtmlRules: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'blockquote',
    'a',
    'figure',
    'figcaption',
    'img',
  ],
  allowedAttributes: {
    a: ['href'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !MEDIA_PATH.test(frame.attribs.src ?? ''),
  // Article pictures sit below the cover: the browser fetches them as the reader scrolls.
  transformTags: {
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' },
    }),
  },
}

/**
 * A journal body made safe to render. Applied when it is read, so a row written by hand or
 * before these rules is safe too.
 */
export function sanitizeJournalHtml(html: string): string {
  return sanitizeHtml(html, journalHtmlRules)
}
