import type { Profile } from '@tourmarket/contracts'
import { bearer, countryCorrection, createActivityThrottle } from '@tourmarket/domain/session'
import type { ReactNode } from 'react'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useLocation, useNavigate, useRevalidator } from 'react-router'
import { useApiClient } from './api-client-context.tsx'

import { browserSessionStore } from './browser-session.ts'
import type { ShellSession } from './shell-data.ts'
import { callApi } from './api-call.ts'
import { forgetOfflinePacks } from './offline-packs/offline-packs.ts'

/**
 * §4: no token, no user ('anonymous'); a token whose user is being fetched ('restoring'); a
 * signed-in user.
 */
export type SessionStatus = 'anonymous' | 'restoring' | 'signed-in'

export type Session = {
  readonly status: SessionStatus
  readonly user: Profile | null
  /** §4 setting a token: stored in storage and cookie, then the profile is fetched. */
  readonly signIn: (token: string) => Promise<Profile | null>
  /** §4 logout: tells the API (which ends the refresh token), then clears token and user. */
  readonly signOut: () => Promise<void>
  /** Fetches the profile again (after a confirmation or a change the page made). */
  readonly reloadUser: () => Promise<Profile | null>
  /** Replaces the user with a profile an API call answered (update-profile, change-email, …). */
  readonly setUser: (user: Profile) => void
}

type SessionState = { readonly status: SessionStatus; readonly user: Profile | null }

const SessionContext = createContext<Session | null>(null)

const anonymousState: SessionState = { status: 'anonymous', user: null }

function stateOf(session: ShellSession | undefined): SessionState {
  if (session?.user) return { status: 'signed-in', user: session.user }
  return session?.restoring === true ? { status: 'restoring', user: null } : anonymousState
}

/**
 * Anonymous, keeping the state object when it already is: a new one would re-render every reader
 * of the session, which at start-up means a second, blocking render of the page after hydration.
 */
const toAnonymous = (previous: SessionState): SessionState =>
  previous.status === 'anonymous' ? previous : anonymousState

/**
 * The tab's §4 session. It starts from what the server rendered (the root loader read the cookie
 * and fetched the profile), then in the browser restores the token from cookie or storage,
 * refreshes an expired one through the API client, follows refreshes and logouts of other tabs,
 * corrects the user's country and sends §4 activity.
 */
export function SessionProvider({
  initial,
  countryId,
  restoreStored,
  children,
}: {
  initial: ShellSession | undefined
  /** §9 the visitor's current country (cookie), for the §4 country correction. */
  countryId: number | null
  /** False on /login-via-token, which replaces the stored session (§2). */
  restoreStored: boolean
  children: ReactNode
}) {
  const api = useApiClient()
  const revalidator = useRevalidator()
  const [state, setState] = useState<SessionState>(() => stateOf(initial))
  // Which fetch of the profile is the latest: an older answer must not overwrite a newer one.
  const generation = useRef(0)

  // The root loader ran again (a revalidation after sign-in or logout): the server's view wins.
  // Not at start-up, when the state was made from this very value.
  const appliedInitial = useRef(initial)
  useEffect(() => {
    if (appliedInitial.current === initial) return
    appliedInitial.current = initial
    setState(stateOf(initial))
  }, [initial])

  const reloadUser = useCallback(async (): Promise<Profile | null> => {
    if (api === null) return null
    generation.current += 1
    const mine = generation.current
    setState((previous) =>
      previous.user === null ? { status: 'restoring', user: null } : previous,
    )
    try {
      const user = await callApi(api, 'userProfile')
      if (mine === generation.current) setState({ status: 'signed-in', user })
      return user
    } catch {
      // §4: on fetch failure the pending state is reset. A failed refresh has cleared the token.
      if (mine === generation.current) setState({ status: 'anonymous', user: null })
      return null
    }
  }, [api])

  // Start-up only: later changes come through the store's listener and the loader data, so this
  // reads the first render's values without making the effect depend on them.
  const restoreStoredSession = useEffectEvent(() => {
    if (!restoreStored) return
    const token = browserSessionStore().restore()
    if (token === null) setState(toAnonymous)
    else if (initial?.user == null) void reloadUser()
  })

  useEffect(() => {
    const unsubscribe = browserSessionStore().subscribe((value) => {
      if (value === null) {
        generation.current += 1
        setState(toAnonymous)
        // Signed out here, in another tab, or the session died: saved trip packs go with it.
        forgetOfflinePacks().catch((error: unknown) =>
          console.warn('Saved trip packs could not be removed', error),
        )
      }
    })
    restoreStoredSession()
    return unsubscribe
  }, [])

  const signIn = useCallback(
    async (token: string) => {
      browserSessionStore().setToken(bearer(token))
      return reloadUser()
    },
    [reloadUser],
  )

  const signOut = useCallback(async () => {
    try {
      if (api !== null) await callApi(api, 'userLogout')
    } catch (error) {
      // The token is cleared here whatever the API said; the refresh token dies with its session.
      console.warn('Logout could not reach the API', error)
    }
    browserSessionStore().clearTokens()
    generation.current += 1
    setState({ status: 'anonymous', user: null })
    await revalidator.revalidate()
  }, [api, revalidator])

  const setUser = useCallback((user: Profile) => setState({ status: 'signed-in', user }), [])

  useCountryCorrection(state.user, countryId, setUser)
  useActivity(state.user)

  const value = useMemo<Session>(
    () => ({ ...state, signIn, signOut, reloadUser, setUser }),
    [state, signIn, signOut, reloadUser, setUser],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

/** §4: a user whose country differs from the current one (or has none) gets the current one. */
function useCountryCorrection(
  user: Profile | null,
  countryId: number | null,
  setUser: (user: Profile) => void,
) {
  const api = useApiClient()
  const userCountryId = user?.country?.id ?? null
  const signedIn = user !== null
  useEffect(() => {
    if (!signedIn || api === null) return
    const target = countryCorrection(userCountryId, countryId)
    if (target === null) return
    void (async () => {
      try {
        setUser(await callApi(api, 'userChangeCountry', { body: { country_id: target } }))
      } catch (error) {
        console.warn('The country of the user could not be corrected', error)
      }
    })()
  }, [api, signedIn, userCountryId, countryId, setUser])
}

/** §4 activity: set-activity at most every 30 s after page load, click or scroll, with a user. */
function useActivity(user: Profile | null) {
  const api = useApiClient()
  const userId = user?.id ?? null
  const hash = user?.hash_for_activity ?? null
  useEffect(() => {
    if (api === null || userId === null || hash === null) return
    const throttle = createActivityThrottle()
    let throttleState = throttle.initialState
    const ping = () => {
      const decision = throttle.shouldPing(throttleState, Date.now(), true)
      throttleState = decision.state
      if (!decision.ping) return
      callApi(api, 'userSetActivity', { body: { crm_user_id: userId, token: hash } }).catch(
        (error: unknown) => console.warn('Activity could not be recorded', error),
      )
    }
    ping()
    window.addEventListener('click', ping, { passive: true })
    window.addEventListener('scroll', ping, { passive: true })
    return () => {
      window.removeEventListener('click', ping)
      window.removeEventListener('scroll', ping)
    }
  }, [api, userId, hash])
}

const anonymousSession: Session = {
  status: 'anonymous',
  user: null,
  signIn: () => Promise.resolve(null),
  signOut: () => Promise.resolve(),
  reloadUser: () => Promise.resolve(null),
  setUser: () => undefined,
}

/**
 * The tab's session: status, user and the calls that change them. Outside the provider (an error
 * screen whose root loader failed) there is no session.
 */
export function useSession(): Session {
  return useContext(SessionContext) ?? anonymousSession
}

/**
 * §6 authOnly pages: the server already sent a visitor without a token to log in; this covers a
 * token that turned out to be dead (refresh failed) or a logout on the page. Returns the user, or
 * null while there is none.
 */
export function useRequiredUser(loginPath: string): Profile | null {
  const { status, user } = useSession()
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  useEffect(() => {
    if (status !== 'anonymous') return
    void navigate(`${loginPath}?${new URLSearchParams({ back: `${pathname}${search}` })}`, {
      replace: true,
    })
  }, [status, navigate, loginPath, pathname, search])
  return user
}
