import {
  authMethods,
  captchaProviders,
  contactEntitySchema,
  contactPhoneTypes,
  mapsProviders,
} from '@tourmarket/contracts'
import { messengerSources, socialGroupSources } from '@tourmarket/domain/enums'
import { isPhone } from '@tourmarket/domain/validation'
import { z } from 'zod'

/**
 * What the site_settings table may hold: one JSON value per key, each with its schema. A key
 * that is missing reads as its `whenMissing` value run through the schema, so every default is
 * written once, in the schema. A stored value the schema refuses is a server bug (see
 * InvalidSiteSettingError), never shown to visitors as if it were right.
 */

/** The place a phone or schedule serves; ids are positive. */
const entitySchema = contactEntitySchema.extend({ id: z.number().int().positive() })

const contactsSettingSchema = z.object({
  email: z.email().nullable().default(null),
  phones: z
    .array(
      z.object({
        /** §5 phone rule: + and at least 9 digits. */
        phone: z.string().refine(isPhone, { error: 'Expected + followed by at least 9 digits.' }),
        type: z.enum(contactPhoneTypes),
        entity: entitySchema.nullable().default(null),
      }),
    )
    .default([]),
})
export type ContactsSetting = z.infer<typeof contactsSettingSchema>

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/
const closingTime = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/

const workHoursFields = {
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  days: z.array(z.number().int().min(1).max(7)).min(1),
  from: z.string().regex(clockTime, { error: 'Expected HH:MM from 00:00 to 23:59.' }),
  to: z.string().regex(closingTime, { error: 'Expected HH:MM from 00:00 to 24:00.' }),
  timezone: z.string().refine(isTimeZone, { error: 'Expected an IANA time zone.' }),
}

// HH:MM strings compare as times; hours that pass midnight are two entries, not one.
const opensBeforeCloses = (hours: { from: string; to: string }) => hours.from < hours.to
const opensBeforeClosesError = { error: 'Support must open before it closes.', path: ['to'] }

const workTimeSettingSchema = z.object({
  /** The hours that apply where no entry for the visitor's city or country exists. */
  default: z
    .object(workHoursFields)
    .refine(opensBeforeCloses, opensBeforeClosesError)
    .nullable()
    .default(null),
  by_entity: z
    .array(
      z
        .object({ ...workHoursFields, entity: entitySchema })
        .refine(opensBeforeCloses, opensBeforeClosesError),
    )
    .default([]),
})
export type WorkTimeSetting = z.infer<typeof workTimeSettingSchema>

const socialGroupsSettingSchema = z.array(
  z.object({
    source: z.enum(socialGroupSources),
    url: z.url({ protocol: /^https?$/ }),
  }),
)
export type SocialGroupsSetting = z.infer<typeof socialGroupsSettingSchema>

const chatSourcesSettingSchema = z.array(
  z.object({
    source: z.enum(messengerSources),
    /** The bot or account, e.g. https://t.me/TourmarketBot, https://wa.me/15551234567, viber://pa?chatURI=tourmarket. */
    url: z.url({ protocol: /^(https?|viber)$/ }),
    /** The query parameter that carries the start payload; each source has a usual one. */
    start_parameter: z
      .string()
      .regex(/^[a-z][a-zA-Z_]*$/)
      .optional(),
  }),
)
export type ChatSourcesSetting = z.infer<typeof chatSourcesSettingSchema>

/**
 * §3 site tokens. Only these public fields are read: anything else stored under the key (a
 * captcha secret kept beside its site key, say) is dropped by the schema and never answered.
 */
const siteTokensSettingSchema = z.object({
  captcha_provider: z.enum(captchaProviders).nullable().default(null),
  captcha_key: z.string().min(1).nullable().default(null),
  hard_captcha_key: z.string().min(1).nullable().default(null),
  invisible_captcha_provider: z.enum(captchaProviders).nullable().default(null),
  invisible_captcha_key: z.string().min(1).nullable().default(null),
  maps_provider: z.enum(mapsProviders).nullable().default(null),
  maps_token: z.string().min(1).nullable().default(null),
  maps_suggest_token: z.string().min(1).nullable().default(null),
  send_tour_program_in_pdf_via_whatsapp: z.boolean().default(false),
  main_auth_method: z.enum(authMethods).default('password'),
})
export type SiteTokensSetting = z.infer<typeof siteTokensSettingSchema>

type SettingDefinition<Schema extends z.ZodType> = {
  readonly key: string
  readonly schema: Schema
  /** The stored value a missing key stands for; the schema's defaults fill in the rest. */
  readonly whenMissing: z.input<Schema>
}

function defineSetting<Schema extends z.ZodType>(
  definition: SettingDefinition<Schema>,
): SettingDefinition<Schema> {
  return definition
}

/** §7: the settings the storefront loads at start-up, by their site_settings key. */
export const siteSettings = {
  contacts: defineSetting({ key: 'contacts', schema: contactsSettingSchema, whenMissing: {} }),
  workTime: defineSetting({ key: 'work_time', schema: workTimeSettingSchema, whenMissing: {} }),
  socialGroups: defineSetting({
    key: 'groups_in_social_network',
    schema: socialGroupsSettingSchema,
    whenMissing: [],
  }),
  chatSources: defineSetting({
    key: 'chat_sources',
    schema: chatSourcesSettingSchema,
    whenMissing: [],
  }),
  siteTokens: defineSetting({
    key: 'site_tokens',
    schema: siteTokensSettingSchema,
    whenMissing: {},
  }),
} as const

/** A stored setting its schema refuses: a server bug, logged and answered with a generic 500. */
export class InvalidSiteSettingError extends Error {
  override name = 'InvalidSiteSettingError'
}

/** The setting's value: the stored one checked by its schema, or its default when none is stored. */
export function readSettingValue<Schema extends z.ZodType>(
  definition: SettingDefinition<Schema>,
  stored: { value: unknown } | undefined,
): z.output<Schema> {
  const result = definition.schema.safeParse(
    stored === undefined ? definition.whenMissing : stored.value,
  )
  if (!result.success) {
    throw new InvalidSiteSettingError(
      `Site setting '${definition.key}' is malformed:\n${z.prettifyError(result.error)}`,
      { cause: result.error },
    )
  }
  return result.data
}
