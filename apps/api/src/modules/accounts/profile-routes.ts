import {
  changeCountryBodySchema,
  errorBodySchema,
  profileSchema,
  setActivityBodySchema,
  setCurrencyBodySchema,
  setLanguageBodySchema,
  successSchema,
  updateProfileBodySchema,
  updateProfilePhotoBodySchema,
  userInfoDataSchema,
} from '@tourmarket/api-client'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { tags, user } from './route-parts.ts'
import type { AccountsRoutesOptions } from './route-parts.ts'

/** §7 User: the signed-in user's profile, settings, activity and private data. */
export const profileRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (
  app,
  { context },
) => {
  const { accounts, sessions } = context

  app.get(
    user('profile'),
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        description:
          '§3 user profile and logged-in user. 401 without a valid X-Authorization token.',
        response: { 200: profileSchema, 401: errorBodySchema },
      },
      config: { signedIn: true },
    },
    async (request) => accounts.profile(await sessions.requireViewer(request), request.language),
  )

  app.post(
    user('update-profile'),
    {
      schema: {
        tags,
        summary: 'Update the profile',
        description:
          'first_name, last_name (at most 100 characters) and timezone; a field left out stays, null or blank clears it. Answers the profile.',
        body: updateProfileBodySchema,
        response: { 200: profileSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      const { body } = request
      const updated = await accounts.updateProfile(viewer, {
        firstName: body.first_name,
        lastName: body.last_name,
        timezone: body.timezone,
      })
      return accounts.profile(updated, request.language)
    },
  )

  app.post(
    user('update-profile-photo'),
    {
      schema: {
        tags,
        summary: 'Set the profile photo',
        description:
          'avatar_id: an uploaded image (image/upload), or null to remove it. Answers the profile.',
        body: updateProfilePhotoBodySchema,
        response: { 200: profileSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      const updated = await accounts.updateUser(viewer, { avatarId: request.body.avatar_id })
      return accounts.profile(updated, request.language)
    },
  )

  app.post(
    user('set-language'),
    {
      schema: {
        tags,
        summary: 'Set the language',
        description:
          'language_code: en-US or ru. Messages to the user are sent in it. Answers the profile.',
        body: setLanguageBodySchema,
        response: { 200: profileSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      const updated = await accounts.updateUser(viewer, {
        languageCode: request.body.language_code,
      })
      return accounts.profile(updated, request.language)
    },
  )

  app.post(
    user('set-currency'),
    {
      schema: {
        tags,
        summary: 'Set the currency',
        description: 'currency_code: one of the brand currencies. Answers the profile.',
        body: setCurrencyBodySchema,
        response: { 200: profileSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      const updated = await accounts.updateUser(viewer, {
        currencyCode: request.body.currency_code,
      })
      return accounts.profile(updated, request.language)
    },
  )

  app.post(
    user('change-country'),
    {
      schema: {
        tags,
        summary: 'Change the country',
        description:
          '§4: the storefront sets the current country when it differs. 400 on country_id for an unknown country. Answers the profile.',
        body: changeCountryBodySchema,
        response: { 200: profileSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
      config: { signedIn: true },
    },
    async (request) => {
      const viewer = await sessions.requireViewer(request)
      const updated = await accounts.changeCountry(
        viewer,
        request.body.country_id,
        request.language,
      )
      return accounts.profile(updated, request.language)
    },
  )

  app.post(
    user('set-activity'),
    {
      schema: {
        tags,
        summary: 'Record activity',
        description:
          '§4: sent at most every 30 s while a user is on the site; token is the profile’s hash_for_activity (403 when it does not match).',
        body: setActivityBodySchema,
        response: { 200: successSchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      await accounts.recordActivity(request.body.crm_user_id, request.body.token)
      return { success: true as const }
    },
  )

  app.get(
    '/spa/user-info-data',
    {
      schema: {
        tags,
        summary: 'Private user data (admin session)',
        description:
          '§3 private user data: permissions can_use_knowledge and can_view_commission (both false by default). Only for an admin login (§6 is_admin_auth, cookie adm_auth): 403 otherwise, 401 without a session.',
        response: { 200: userInfoDataSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
      config: { signedIn: true },
    },
    async (request) => accounts.userInfoData(await sessions.requireViewer(request)),
  )
}
