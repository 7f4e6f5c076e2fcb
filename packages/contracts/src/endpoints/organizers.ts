import { defineEndpoint } from '../endpoint.ts'
import {
  hubOrganizerPageQuerySchema,
  hubOrganizerPageSchema,
  organizerIdQuerySchema,
  organizerPublicInfoSchema,
  organizerVerificationInfoSchema,
} from '../schemas/index.ts'

const tags = ['organizers']

export const hubOrganizerPage = defineEndpoint({
  method: 'GET',
  path: '/spa/hub-organizer-page',
  tags,
  summary: 'Organizer hub page',
  description:
    'Published organizers, best rated first (unrated last), then most reviewed; optionally of one country. limit defaults to 20 (at most 100), page to 1. `countries` lists every country with published organizers, for the filter.',
  query: hubOrganizerPageQuerySchema,
  response: hubOrganizerPageSchema,
})

export const organizerPublicInfo = defineEndpoint({
  method: 'GET',
  path: '/crm/api/organizer/public-info',
  tags,
  summary: 'Organizer page',
  description:
    'Facts of a published organizer, its rating from reviews of its published tours, and the ids of those tours. 404 when unknown or unpublished.',
  query: organizerIdQuerySchema,
  response: organizerPublicInfoSchema,
})

export const organizerVerificationInfo = defineEndpoint({
  method: 'GET',
  path: '/crm/api/organizer/verification-info',
  tags,
  summary: 'Organizer verification checks',
  description:
    'The §4 identity, documents and internal checks with their states (0 not performed, 1 success, 2 failed, 3 in progress) and labels; only state 1 is verified. 404 when unknown or unpublished.',
  query: organizerIdQuerySchema,
  response: organizerVerificationInfoSchema,
})
