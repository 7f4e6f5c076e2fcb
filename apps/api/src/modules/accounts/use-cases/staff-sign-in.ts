import type { AdminSecondFactor } from '@tourmarket/contracts'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../../errors.ts'
import type { Viewer } from '../../../platform/http/session-guard.ts'
import {
  DEMO_STAFF_TOTP_SECRET,
  acceptedTotpStep,
  isDemoStaffEmail,
  newTotpSecret,
  totpUri,
} from '../staff-totp.ts'
import type { AccountsDeps } from './deps.ts'
import { fieldRefusal } from './field-checks.ts'
import type { IssuedSession } from './session-issuer.ts'

/** Only a staff account has a second factor; anyone else is told the console is not theirs. */
function requireStaffAccount(viewer: Viewer): void {
  if (!viewer.user.isStaff) {
    throw new AppError({
      code: 'forbidden',
      message: 'The operator console is for Tourmarket staff only.',
    })
  }
}

/**
 * Issue 43 item 8: a staff account's sign-in opens an ordinary session; its admin session comes
 * only with the 6-digit code of the authenticator it enrolled once (TOTP, otpauth).
 */
export function createStaffSignInUseCases(deps: AccountsDeps) {
  const { staffSecondFactors, secretBox, demoStaffSecondFactor, repository, now } = deps
  const { startAdminSession } = deps

  /** The account's stored secret, offering a new one (or the demo staff's) when it has none. */
  async function enrolment(viewer: Viewer) {
    const stored = await staffSecondFactors.find(viewer.user.id)
    if (stored !== undefined) return stored
    const demo = demoStaffSecondFactor && isDemoStaffEmail(viewer.user.email)
    const secret = demo ? DEMO_STAFF_TOTP_SECRET : newTotpSecret()
    return staffSecondFactors.offer(viewer.user.id, secretBox.seal(secret), demo)
  }

  return {
    async secondFactor(viewer: Viewer): Promise<AdminSecondFactor> {
      requireStaffAccount(viewer)
      if (viewer.isAdminAuth) return { state: 'done', otpauth_uri: null, secret: null }
      const stored = await enrolment(viewer)
      if (stored.confirmedAt !== null) return { state: 'code', otpauth_uri: null, secret: null }
      const secret = secretBox.open(stored.secretCiphertext)
      const label = viewer.user.email ?? viewer.user.phone ?? String(viewer.user.id)
      return { state: 'enrol', otpauth_uri: totpUri(secret, label), secret }
    },

    /**
     * The code: right and not used before, it ends this ordinary session and opens the admin
     * one in its place (a fresh session id: nothing issued before the code carries over).
     */
    async verifySecondFactor(
      viewer: Viewer,
      code: string,
      language: Locale,
    ): Promise<IssuedSession> {
      requireStaffAccount(viewer)
      const stored = await enrolment(viewer)
      const step = acceptedTotpStep(secretBox.open(stored.secretCiphertext), code, now())
      if (step === null || !(await staffSecondFactors.spendStep(viewer.user.id, step))) {
        throw fieldRefusal('code', 'accounts.invalidStaffCode', language, 'invalid_code')
      }
      await repository.revokeSession(viewer.sessionId, 'staff_second_factor', now())
      return startAdminSession(viewer.user.id)
    },
  }
}
