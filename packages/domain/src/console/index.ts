// The operator console's rules (issue 43): pure, no I/O.
export {
  consoleSections,
  consoleSectionsOf,
  isStaffRole,
  rolesFor,
  staffRoleMay,
  staffRoles,
  type ConsoleAction,
  type ConsoleSection,
  type StaffRole,
} from './staff-roles.ts'
export {
  paymentFlags,
  providerTaken,
  reconciliationFlags,
  refundFlags,
  type ProviderCheckoutEvent,
  type ReconciliationFlag,
} from './payment-reconciliation.ts'
export {
  initialSalesModelRates,
  isCommissionPercent,
  resolveCommissionPercent,
  salesModelRatesOf,
  type CommissionSource,
  type SalesModelRates,
} from './commission-rates.ts'
