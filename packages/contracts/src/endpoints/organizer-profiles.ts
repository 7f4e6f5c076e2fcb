import { defineEndpoint } from '../endpoint.ts'
import { signedInErrors } from './shared.ts'
import {
  errorBodySchema,
  organizerProfileBodySchema,
  organizerProfileListSchema,
  organizerProfileQuerySchema,
  organizerProfileSchema,
  organizerProfileUpdateBodySchema,
  organizerReviewBodySchema,
  organizerSetActingBodySchema,
  organizerSetPublishedBodySchema,
  organizerVerificationDataQuerySchema,
  organizerVerificationDataSchema,
  organizerVerificationQuerySchema,
  verificationAccessTokenSchema,
} from '../schemas/index.ts'

const tags = ['organizer profiles']

const ownerOnly =
  ' Only an account that runs the profile may read or change it: any other account gets 404 `organizer_not_found`, as if it did not exist.'

export const organizerInfo = defineEndpoint({
  method: 'GET',
  path: '/crm/api/organizer/info',
  tags,
  summary: 'The acting organizer profile',
  description:
    'The back-office facts of the profile the account currently acts for. 403 `forbidden` when the account runs no organizer profile.',
  signedIn: true,
  response: organizerProfileSchema,
  errors: signedInErrors,
})

export const organizerList = defineEndpoint({
  method: 'GET',
  path: '/crm/api/organizer/list',
  tags,
  summary: 'The account’s organizer profiles',
  description: 'Every profile the account runs, oldest first, and which one it acts for.',
  signedIn: true,
  response: organizerProfileListSchema,
  errors: { 401: errorBodySchema },
})

export const organizerView = defineEndpoint({
  method: 'GET',
  path: '/crm/api/organizer/view',
  tags,
  summary: 'One organizer profile',
  description: `One profile of the account.${ownerOnly}`,
  signedIn: true,
  query: organizerProfileQuerySchema,
  response: organizerProfileSchema,
  errors: signedInErrors,
})

export const organizerCreate = defineEndpoint({
  method: 'POST',
  path: '/crm/api/organizer/create',
  tags,
  summary: 'Create an organizer profile',
  description:
    'A new profile the account runs, unpublished until its owner publishes it; its slug comes from the name (transliterated, made unique). The first profile of an account becomes the one it acts for. 400 `validation_failed` names each bad field (country_id and city_id must exist, the city in the country; so must every one of language_ids, at most 20, from §7 dropdown/language).',
  signedIn: true,
  created: true,
  body: organizerProfileBodySchema,
  response: organizerProfileSchema,
  errors: signedInErrors,
})

export const organizerUpdate = defineEndpoint({
  method: 'POST',
  path: '/crm/api/organizer/update',
  tags,
  summary: 'Update an organizer profile',
  description: `Replaces the profile’s fields (language_ids absent or empty means none); the slug stays.${ownerOnly}`,
  signedIn: true,
  body: organizerProfileUpdateBodySchema,
  response: organizerProfileSchema,
  errors: signedInErrors,
})

export const organizerSetPublishedOnSite = defineEndpoint({
  method: 'POST',
  path: '/crm/api/organizer/set-published-on-site',
  tags,
  summary: 'Publish or unpublish an organizer profile',
  description: `An unpublished organizer’s page and tour pages answer 404 and its tours leave search, completion, facets and the sitemap at once; publishing shows them again. Only an approved profile (\`review\`) may be published: until its identity check passes or an operator approves it, publishing answers 409 \`organizer_review_pending\`.${ownerOnly}`,
  signedIn: true,
  body: organizerSetPublishedBodySchema,
  response: organizerProfileSchema,
  errors: signedInErrors,
})

export const organizerReview = defineEndpoint({
  method: 'POST',
  path: '/crm/api/organizer/review',
  tags,
  summary: 'Approve or refuse an organizer profile (operators)',
  description:
    'Ours, not §7, until an operator console exists: an admin session (§6 is_admin_auth) sets the profile’s internal check (§4: 1 approved, 2 refused). A first approval publishes the profile; a refusal takes it off the site whatever its identity check says. Any other account gets 403 `forbidden`; an unknown id 404 `organizer_not_found`.',
  signedIn: true,
  body: organizerReviewBodySchema,
  response: organizerProfileSchema,
  errors: signedInErrors,
})

export const organizerSetActing = defineEndpoint({
  method: 'POST',
  path: '/crm/api/organizer/set-acting',
  tags,
  summary: 'Act for another of the account’s profiles',
  description: `Sets the profile the account acts for (its bookings, chats and info).${ownerOnly}`,
  signedIn: true,
  body: organizerSetActingBodySchema,
  response: organizerProfileListSchema,
  errors: signedInErrors,
})

export const userGetVerificationAccessToken = defineEndpoint({
  method: 'GET',
  path: '/crm/api/user/get-verification-access-token',
  tags,
  summary: 'Start an identity check',
  description: `A one-time access token for the identity provider’s hosted check of a profile (orgId, by default the acting one); the profile’s identity check becomes 3 in progress until the provider’s signed callback settles it. 403 \`forbidden\` without a profile; 503 \`verification_unavailable\` when no provider is configured (the sandbox is refused in production).${ownerOnly}`,
  signedIn: true,
  query: organizerVerificationQuerySchema,
  response: verificationAccessTokenSchema,
  errors: { ...signedInErrors, 503: errorBodySchema },
})

export const userVerificationData = defineEndpoint({
  method: 'GET',
  path: '/crm/api/user/verification-data',
  tags,
  summary: 'A profile’s verification checks',
  description: `The profile’s §4 checks and its identity checks with the provider, newest first.${ownerOnly}`,
  signedIn: true,
  query: organizerVerificationDataQuerySchema,
  response: organizerVerificationDataSchema,
  errors: signedInErrors,
})
