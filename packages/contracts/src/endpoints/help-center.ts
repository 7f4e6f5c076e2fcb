import { defineEndpoint } from '../endpoint.ts'
import {
  captchaRequiredBodySchema,
  errorBodySchema,
  helpArticleQuerySchema,
  helpArticleSchema,
  helpRequestCreatedSchema,
  helpSearchQuerySchema,
  helpSearchSchema,
  helpSectionsSchema,
  submitHelpRequestBodySchema,
} from '../schemas/index.ts'

const tags = ['help-center']

export const helpSections = defineEndpoint({
  method: 'GET',
  path: '/spa/help-sections',
  tags,
  summary: 'Help centre sections with their articles',
  description:
    'Every section of the help centre (§2 /help-center) with the slugs and titles of its articles, in X-Language (Russian falls back to English where a text is not translated).',
  response: helpSectionsSchema,
})

export const helpArticle = defineEndpoint({
  method: 'GET',
  path: '/spa/help-article',
  tags,
  summary: 'One help article',
  description:
    'The article with its HTML body, its section, the other articles of the section, breadcrumbs and SEO texts, in X-Language; 404 `help_article_not_found` for an unknown slug.',
  query: helpArticleQuerySchema,
  response: helpArticleSchema,
})

export const helpSearch = defineEndpoint({
  method: 'GET',
  path: '/spa/help-search',
  tags,
  summary: 'Search the help centre',
  description:
    'Articles whose title or text (in X-Language) contains the query, title matches first, each with a short plain-text excerpt around the match. % and _ match themselves; an empty or whitespace-only query finds nothing.',
  query: helpSearchQuerySchema,
  response: helpSearchSchema,
})

export const submitHelpRequest = defineEndpoint({
  method: 'POST',
  path: '/spa/submit-help-request',
  tags,
  summary: 'Send a request to support',
  description:
    'Stores the request and mails it to support, with a confirmation to the sender (both in the outbox when no SMTP server is set). name, email, kind (a §3 request helper kind) and message are required; phone is optional (+ and at least 9 digits). Kind `phone_call_request` is the §2 callback dialog: phone is required and name, e-mail and message optional; with `organizer_id` (or a `tour_id`, whose organizer it takes) it is mailed to the organizer’s accounts instead of support (404 `organizer_not_found` / `tour_not_found` for one not on the site). A failing §5 rule answers 400 naming the field in X-Language. A signed-in sender is recorded. Rate limited per IP address: past the limit it answers 429 with type captcha (then hard_captcha) and a proof-of-work challenge; repeat the call with the solution in X-Captcha.',
  body: submitHelpRequestBodySchema,
  created: true,
  response: helpRequestCreatedSchema,
  errors: { 400: errorBodySchema, 404: errorBodySchema, 429: captchaRequiredBodySchema },
})
