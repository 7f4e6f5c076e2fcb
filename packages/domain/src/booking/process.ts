/**
 * A lifecycle as data, after Sharetribe's transaction processes: named transitions, each with the
 * states it may leave, the state it reaches and the actors allowed to trigger it. The booking and
 * invoice processes are both instances of this shape, so one set of functions reads them.
 */
export type TransitionRule<State, Actor> = {
  readonly from: readonly State[]
  readonly to: State
  readonly actors: readonly Actor[]
}

export type TransitionRefusal = 'not-allowed-from-state' | 'actor-not-allowed'

export type TransitionResult<State> =
  | { readonly ok: true; readonly to: State }
  | { readonly ok: false; readonly reason: TransitionRefusal }

/** The state is checked before the actor: "nobody may do this now" says more than "not you". */
export function applyRule<State, Actor>(
  rule: TransitionRule<State, Actor>,
  state: State,
  actor: Actor,
): TransitionResult<State> {
  if (!rule.from.includes(state)) return { ok: false, reason: 'not-allowed-from-state' }
  if (!rule.actors.includes(actor)) return { ok: false, reason: 'actor-not-allowed' }
  return { ok: true, to: rule.to }
}

export function availableRules<Name extends string, State, Actor>(
  rules: Readonly<Record<Name, TransitionRule<State, Actor>>>,
  state: State,
  actor: Actor,
): Name[] {
  return (Object.keys(rules) as Name[]).filter((name) => applyRule(rules[name], state, actor).ok)
}
