/**
 * §8 every refusal's stable `code`, with the HTTP status it answers: the one place statuses are
 * chosen (issue 15). The API's use cases throw a code; its error handler answers the status from
 * here. Clients branch on the code, never on the message.
 */
export const errorStatuses = {
  // The request itself
  validation_failed: 400,
  bad_request: 400,
  bad_url: 400,
  invalid_header: 400,
  malformed_json: 400,
  amount_out_of_range: 400,
  body_too_large: 413,
  unsupported_media_type: 415,
  // An address to fetch (upload-video by url) that is not public, or that could not be fetched
  url_not_allowed: 422,
  url_fetch_failed: 422,
  // update-profile-photo: not a ready image upload of the user's
  avatar_not_allowed: 422,
  // Accounts: sign-in, codes and tokens
  unauthorized: 401,
  invalid_refresh_token: 401,
  forbidden: 403,
  invalid_credentials: 400,
  invalid_code: 400,
  invalid_token: 400,
  wrong_password: 400,
  email_taken: 400,
  phone_taken: 400,
  already_confirmed: 400,
  code_attempts_locked: 429,
  captcha_required: 429,
  // Catalogue lookups
  not_found: 404,
  tour_not_found: 404,
  tour_date_not_found: 404,
  organizer_not_found: 404,
  program_not_found: 404,
  question_not_found: 404,
  individual_tour_not_found: 404,
  landing_not_found: 404,
  journal_category_not_found: 404,
  blog_post_not_found: 404,
  help_article_not_found: 404,
  collection_not_found: 404,
  review_invitation_not_found: 404,
  tour_program_subscription_not_found: 404,
  meet_not_found: 404,
  meet_booking_cancelled: 410,
  short_link_not_found: 404,
  media_not_found: 404,
  media_hidden: 410,
  image_size_not_allowed: 404,
  not_an_excursion: 404,
  tour_dates_passed: 410,
  // Bookings and payments (decision 0016)
  booking_not_found: 404,
  invoice_not_found: 404,
  chat_not_found: 404,
  message_not_found: 404,
  file_not_found: 404,
  chat_frozen: 409,
  message_not_editable: 409,
  tour_date_not_bookable: 409,
  not_enough_seats: 409,
  too_many_unpaid_bookings: 409,
  transition_not_allowed: 409,
  date_change_not_allowed: 409,
  booking_changed: 409,
  booking_not_editable: 409,
  tourist_not_removable: 409,
  tourists_not_addable: 409,
  booking_not_payable: 409,
  // Issue 44 item 6: the trip pack is for a booking paid and going ahead
  booking_not_paid: 409,
  review_not_editable: 409,
  image_in_review: 409,
  idempotency_key_in_progress: 409,
  idempotency_key_reused: 422,
  webhook_signature_invalid: 400,
  webhook_timestamp_stale: 400,
  webhook_payload_invalid: 400,
  webhook_amount_mismatch: 400,
  payment_provider_unavailable: 502,
  // Gift cards (decision 0073)
  gift_card_order_not_found: 404,
  gift_card_not_found: 404,
  gift_card_expired: 409,
  gift_card_empty: 409,
  gift_card_currency_differs: 409,
  gift_card_guesses_locked: 429,
  // An operator's retry of a refund (payments/retry-refund)
  refund_not_found: 404,
  refund_not_failed: 409,
  // Calls (§6 brand gating; decision 0029)
  calls_disabled: 403,
  calls_unavailable: 503,
  // A budget of codes sent per hour is spent (issue 37): §8 'SMS sending is currently unavailable…'
  sms_unavailable: 503,
  mail_unavailable: 503,
  // Identity verification (organizer profiles)
  verification_unavailable: 503,
  verification_already_settled: 409,
  verification_not_found: 404,
  // Publishing a profile that no identity check or operator has approved yet (issue 37)
  organizer_review_pending: 409,
  // The console's staff accounts (issue 43 item 8): no such staff account; an admin's own factor
  staff_not_found: 404,
  own_second_factor: 409,
  // The organizer's office (issue 40)
  review_not_found: 404,
  tour_not_publishable: 409,
  tour_status_not_allowed: 409,
  slug_taken: 409,
  seats_below_sold: 409,
  tour_date_has_bookings: 409,
  invitation_not_found: 404,
  invitation_expired: 410,
  last_owner: 409,
  // The console's Support section (issue 43 item 4)
  chat_assigned: 409,
  canned_answer_not_found: 404,
  help_request_not_found: 404,
  // The office team (issue 40 item 7)
  already_team_member: 409,
  team_member_not_found: 404,
  invitation_email_mismatch: 403,
  email_not_confirmed: 403,
  // An account people can manage (issue 42 item 7)
  traveller_not_found: 404,
  too_many_travellers: 409,
  account_runs_organizer: 409,
  // The service itself
  internal_error: 500,
  database_unavailable: 503,
  currency_rate_unavailable: 503,
  media_busy: 503,
  tour_program_busy: 503,
} as const

export type ErrorCode = keyof typeof errorStatuses

/**
 * Codes any call may answer, so no endpoint lists them: the refusals of a request before its route
 * reads it (a bad URL, malformed JSON, a body of the wrong type or too large, an unknown X-Currency,
 * a NUL character in any field) and the service's own failures. The OpenAPI document lists them
 * on every operation (the 400s) or as its `default` answer.
 */
export const anyCallErrorCodes = [
  'bad_request',
  'bad_url',
  'invalid_header',
  'validation_failed',
  'malformed_json',
  'unsupported_media_type',
  'body_too_large',
  'internal_error',
  'database_unavailable',
] as const satisfies readonly ErrorCode[]

export type AnyCallErrorCode = (typeof anyCallErrorCodes)[number]
