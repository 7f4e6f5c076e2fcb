import { html } from '../../platform/sandbox/html.ts'
import { createSandboxPageShell } from '../../platform/sandbox/page.ts'
import { sandboxIdentityCheckPath } from './sandbox-identity-provider.ts'

// The sandbox identity provider's hosted check: no script, one inline stylesheet allowed by hash.
const stylesheet = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;padding:2rem 1rem;background:#eef1f5;color:#1a1f36;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:30rem;margin:0 auto}
.test-mode{margin:0 0 1rem;padding:.75rem 1rem;border:1px solid #f5c26b;border-radius:.75rem;background:#fff6e0;font-size:.875rem}
.test-mode h2{margin:0 0 .25rem;font-size:.875rem;text-transform:uppercase;letter-spacing:.06em;color:#7a4a00}
.test-mode p{margin:0}
.card{padding:1.75rem;border-radius:1rem;background:#fff;box-shadow:0 1px 3px rgba(26,31,54,.12),0 8px 24px rgba(26,31,54,.08)}
.provider{margin:0;color:#4f566b;font-size:.875rem;font-weight:600}
h1{margin:.25rem 0 .5rem;font-size:1.75rem;line-height:1.2}
.lead{margin:0 0 1.5rem;color:#4f566b}
button{display:block;width:100%;margin:.75rem 0 0;padding:.75rem 1rem;border:0;border-radius:.5rem;background:#1f7a4d;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#17613d}
button:focus-visible{outline:3px solid #7aa7ff;outline-offset:2px}
button.secondary{background:#fff;color:#b00f33;border:2px solid #b00f33}
button.secondary:hover{background:#fdecef}
.status{margin:0 0 1rem;padding:.75rem 1rem;border-left:4px solid #3565d8;border-radius:.5rem;background:#edf2fd}
a{color:#2850b8}
`
const shell = createSandboxPageShell({
  stylesheet,
  titleSuffix: 'Tourmarket sandbox identity check',
})

/** Forms post to this origin and are redirected back to the storefront, which form-action must allow. */
export function sandboxIdentityContentSecurityPolicy(siteUrl: string): string {
  return shell.contentSecurityPolicy([new URL(siteUrl).origin])
}

const layout = shell.layout

const banner = html`<section class="test-mode" aria-labelledby="test-mode-title">
  <h2 id="test-mode-title">Test mode</h2>
  <p>This is the sandbox identity provider: no document is checked. Choose the outcome.</p>
</section>`

export function identityCheckPage(reference: string, organizerName: string): string {
  const action = `${sandboxIdentityCheckPath}/${reference}`
  return layout(
    'Verify identity',
    html`${banner}
      <section class="card">
        <p class="provider">Sandbox identity check</p>
        <h1>Verify the identity of ${organizerName}</h1>
        <p class="lead">A real provider would ask for a passport and a selfie here.</p>
        <form method="post" action="${action}">
          <input type="hidden" name="outcome" value="succeeded" />
          <button type="submit">Pass the check</button>
        </form>
        <form method="post" action="${action}">
          <input type="hidden" name="outcome" value="failed" />
          <button type="submit" class="secondary">Fail the check</button>
        </form>
      </section>`,
  )
}

export function identityCheckSettledPage(
  status: 'succeeded' | 'failed',
  returnUrl: string,
): string {
  return layout(
    'Check finished',
    html`${banner}
      <section class="card">
        <p class="status">
          This check has already ${status === 'succeeded' ? 'passed' : 'failed'}.
        </p>
        <p><a href="${returnUrl}">Return to Tourmarket</a></p>
      </section>`,
  )
}

export function identityCheckNotFoundPage(): string {
  return layout(
    'Not found',
    html`<section class="card">
      <h1>There is no such check</h1>
      <p class="lead">The link is wrong, or the sandbox is not available here.</p>
    </section>`,
  )
}
