import type { RouterContextProvider } from 'react-router'
import { callApi } from '../../../lib/api-call.ts'
import { apiClientOf } from '../../../lib/shell-context.server.ts'
import { accountsPageLoader } from '../accounts-route.server.ts'

/** What /login shows before any call of its own: whether a code can go by SMS. */
export type LoginPageData = { readonly smsOffered: boolean }

/**
 * §2 /login: the accounts pages' rules, and whether the API offers codes by SMS (decision 0052:
 * only when an SMS provider carries them, or the development outbox stands in), so the code tab
 * promises SMS only where a phone gets one.
 */
export async function loginPageLoader({
  context,
}: {
  context: Readonly<RouterContextProvider>
}): Promise<LoginPageData> {
  accountsPageLoader({ context })
  try {
    const { methods } = await callApi(apiClientOf(context), 'userPhoneConfirmationMethods')
    return { smsOffered: methods.includes('sms') }
  } catch (error) {
    // The tab then promises e-mail only; the sign-in calls themselves will say what failed.
    console.warn('The code senders could not be loaded for /login', error)
    return { smsOffered: false }
  }
}
