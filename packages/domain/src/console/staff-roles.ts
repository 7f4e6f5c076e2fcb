/**
 * Issue 43: the operator console's roles, stored on a staff account (users.staff_role). Admins do
 * everything; the others do their own work only.
 */
export const staffRoles = ['admin', 'support', 'content', 'finance'] as const

export type StaffRole = (typeof staffRoles)[number]

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value)
}

/** The console's sections, in the order its navigation lists them. */
export const consoleSections = [
  'bookings',
  'organizers',
  'moderation',
  'support',
  'content',
  'finance',
  'audit',
  'staff',
] as const

export type ConsoleSection = (typeof consoleSections)[number]

/**
 * Every action of the console, named `<section>.<verb>`, with its section. A new endpoint adds
 * its action here first, so the table below decides who may call it.
 */
export const consoleActions = {
  'bookings.search': 'bookings',
  'bookings.view': 'bookings',
  'bookings.cancel': 'bookings',
  'bookings.change-date': 'bookings',
  'bookings.resend-mail': 'bookings',
  'organizers.list': 'organizers',
  'organizers.view': 'organizers',
  'organizers.verify': 'organizers',
  'organizers.publish': 'organizers',
  'moderation.reviews': 'moderation',
  'moderation.review-hide': 'moderation',
  'moderation.complaints': 'moderation',
  'moderation.complaint-resolve': 'moderation',
  'content.journal-view': 'content',
  'content.journal-edit': 'content',
  'content.journal-publish': 'content',
  'content.help-view': 'content',
  'content.help-edit': 'content',
  'content.help-publish': 'content',
  'content.collections-view': 'content',
  'content.collection-edit': 'content',
  // Issue 43 item 3: public uploaded images (review and tour photos), listed, hidden and restored.
  'content.uploads': 'content',
  'content.upload-hide': 'content',
  'content.collection-publish': 'content',
  'content.destinations-view': 'content',
  'content.destination-edit': 'content',
  // Issue 43 item 5: the legal documents' versions, added, and changed or deleted until in force.
  'content.legal-view': 'content',
  'content.legal-edit': 'content',
  'finance.ledger': 'finance',
  'finance.payouts': 'finance',
  'finance.commission': 'finance',
  // The staff paths from before the console (issue 43 item 8): the open refunds and their retry,
  // and the tour page's staff notes (support) and commission (finance).
  'finance.refunds': 'finance',
  'finance.refund-retry': 'finance',
  'support.tour-knowledge': 'support',
  // Issue 43 item 4: the support inbox, canned answers and help requests.
  'support.chats': 'support',
  'support.chat-assign': 'support',
  'support.canned-answers': 'support',
  'support.canned-answer-edit': 'support',
  'support.help-requests': 'support',
  'support.help-request-status': 'support',
  'finance.tour-commission': 'finance',
  'audit.search': 'audit',
  // Issue 43 item 8: the staff accounts and an admin's reset of another's second factor.
  // Issue 43 item 2: the commission per sales model, read by finance, set by admins (as an
  // organizer's own percent is).
  'finance.commission-rates': 'finance',
  'organizers.commission-rate-set': 'organizers',
  'organizers.commission-override': 'organizers',
  'staff.list': 'staff',
  'staff.second-factor-reset': 'staff',
} as const satisfies Record<string, ConsoleSection>

export type ConsoleAction = keyof typeof consoleActions

/**
 * Which role uses which section (issue 43): support works with bookings, chats, help requests and
 * tourists; content with the journal, destinations, collections and help articles; finance with
 * payments, refunds, payouts and commission; only admins verify organizers, moderate and read the
 * audit log. Admin is in every row.
 */
const sectionRoles: Readonly<Record<ConsoleSection, readonly StaffRole[]>> = {
  bookings: ['admin', 'support'],
  organizers: ['admin'],
  moderation: ['admin'],
  support: ['admin', 'support'],
  content: ['admin', 'content'],
  finance: ['admin', 'finance'],
  audit: ['admin'],
  staff: ['admin'],
}

/** Whether a staff role may take a console action. */
export function staffRoleMay(role: StaffRole, action: ConsoleAction): boolean {
  return sectionRoles[consoleActions[action]].includes(role)
}

/** The sections a role may open, in navigation order: its console shows only these. */
export function consoleSectionsOf(role: StaffRole): ConsoleSection[] {
  return consoleSections.filter((section) => sectionRoles[section].includes(role))
}

/** The roles that may take an action: a refusal names them. */
export function rolesFor(action: ConsoleAction): readonly StaffRole[] {
  return sectionRoles[consoleActions[action]]
}
