/**
 * The organizers' commission the join page quotes; the current Tour Provider Agreement states the
 * same figure (a test holds the two together).
 */
export const ORGANIZER_COMMISSION_PERCENT = 12
