import { createHash } from 'node:crypto'
import { SafeHtml, html } from './html.ts'

/**
 * The hosted pages of a sandbox (checkout, identity check): they run no script and load nothing;
 * their one inline stylesheet is allowed by its hash.
 */
export function createSandboxPageShell(options: { stylesheet: string; titleSuffix: string }) {
  const { stylesheet, titleSuffix } = options
  const styleHash = createHash('sha256').update(stylesheet).digest('base64')
  // Whole, so that no formatting of the templates below can change the hashed text.
  const styleElement = new SafeHtml(`<style>${stylesheet}</style>`)
  return {
    /**
     * Forms post to this origin and to `formTargets`: a redirect that follows a post must be
     * allowed as a form target too, since browsers check form-action on redirects.
     */
    contentSecurityPolicy(formTargets: readonly string[]): string {
      return [
        "default-src 'none'",
        `style-src 'sha256-${styleHash}'`,
        `form-action 'self' ${formTargets.join(' ')}`.trim(),
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ].join('; ')
    },
    layout: (title: string, body: SafeHtml): string =>
      layout(`${title} · ${titleSuffix}`, styleElement, body),
  }
}

function layout(title: string, styleElement: SafeHtml, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        ${styleElement}
      </head>
      <body>
        <main>${body}</main>
      </body>
    </html> `.value
}
