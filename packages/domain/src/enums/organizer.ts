import { isOneOf } from './guard.ts'

/** §3 Organizer legal types. */
export const organizerLegalType = {
  naturalPerson: 1,
  individualEntrepreneur: 2,
  legalEntity: 3,
} as const
export type OrganizerLegalType = (typeof organizerLegalType)[keyof typeof organizerLegalType]
export const organizerLegalTypes: readonly OrganizerLegalType[] = [
  organizerLegalType.naturalPerson,
  organizerLegalType.individualEntrepreneur,
  organizerLegalType.legalEntity,
]

export function isOrganizerLegalType(value: unknown): value is OrganizerLegalType {
  return isOneOf(organizerLegalTypes, value)
}

/** §3 Sales models 1 to 5. */
export const salesModel = {
  marketplace: 1,
  directSales: 2,
  agent: 3,
  own: 4,
  thirdPartyAgent: 5,
} as const
export type SalesModel = (typeof salesModel)[keyof typeof salesModel]
export const salesModels: readonly SalesModel[] = [
  salesModel.marketplace,
  salesModel.directSales,
  salesModel.agent,
  salesModel.own,
  salesModel.thirdPartyAgent,
]

export function isSalesModel(value: unknown): value is SalesModel {
  return isOneOf(salesModels, value)
}

/** §3 Contract states. */
export const contractState = {
  concludedAndPrepaid: 1,
  terminatedAfterPayment: 2,
  noPaymentsReceived: 3,
} as const
export type ContractState = (typeof contractState)[keyof typeof contractState]
export const contractStates: readonly ContractState[] = [
  contractState.concludedAndPrepaid,
  contractState.terminatedAfterPayment,
  contractState.noPaymentsReceived,
]

export function isContractState(value: unknown): value is ContractState {
  return isOneOf(contractStates, value)
}

/** §4 Verification checks of an organizer's identity. */
export const verificationCheck = {
  notPerformed: 0,
  success: 1,
  failed: 2,
  inProgress: 3,
} as const
export type VerificationCheck = (typeof verificationCheck)[keyof typeof verificationCheck]
export const verificationChecks: readonly VerificationCheck[] = [
  verificationCheck.notPerformed,
  verificationCheck.success,
  verificationCheck.failed,
  verificationCheck.inProgress,
]

/** §4: the internal check has no "in progress" state, so its type cannot hold 3. */
export type InternalVerificationCheck = Exclude<
  VerificationCheck,
  typeof verificationCheck.inProgress
>
export const internalVerificationChecks: readonly InternalVerificationCheck[] = [
  verificationCheck.notPerformed,
  verificationCheck.success,
  verificationCheck.failed,
]

export function isVerificationCheck(value: unknown): value is VerificationCheck {
  return isOneOf(verificationChecks, value)
}

export function isInternalVerificationCheck(value: unknown): value is InternalVerificationCheck {
  return isOneOf(internalVerificationChecks, value)
}
