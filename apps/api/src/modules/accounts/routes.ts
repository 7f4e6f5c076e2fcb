import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { loginChangeRoutes } from './login-change-routes.ts'
import { passwordRecoveryRoutes } from './password-recovery-routes.ts'
import { profileRoutes } from './profile-routes.ts'
import { signInRoutes } from './sign-in-routes.ts'
import { staffSignInRoutes } from './staff-sign-in-routes.ts'
import type { AccountsRoutesOptions } from './route-parts.ts'

/** §7 User (/crm/api/user/...): accounts, sessions, codes, confirmations and password recovery. */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(signInRoutes, options)
  await app.register(staffSignInRoutes, options)
  await app.register(profileRoutes, options)
  await app.register(loginChangeRoutes, options)
  await app.register(passwordRecoveryRoutes, options)
}
