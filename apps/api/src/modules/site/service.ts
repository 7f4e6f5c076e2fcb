import type {
  ChatSources,
  ContactEntity,
  Contacts,
  CountryByIp,
  ShortLink,
  SiteTokens,
  SocialGroups,
  Stats,
  WorkTime,
} from '@tourmarket/contracts'
import { orderedMessengerSources, socialGroupSources } from '@tourmarket/domain/enums'
import type { BrandConfig } from '@tourmarket/domain/brand'
import type { Locale } from '@tourmarket/domain/i18n'
import { AppError } from '../../errors.ts'
import { localize } from '../../platform/i18n/localize.ts'
import { chatLink, startPayload, usualStartParameter } from './chat-links.ts'
import type { ChatLinkIds } from './chat-links.ts'
import type { AddressCountries } from '../../platform/http/address-country.ts'
import { clientAddress, type TrustedProxies } from '../../platform/http/forwarded-address.ts'
import { isPublicAddress } from '../../platform/http/public-address.ts'
import type { SiteRepository } from './repository.ts'
import { readSettingValue, siteSettings } from './settings.ts'

export type SiteServiceOptions = {
  repository: SiteRepository
  brand: BrandConfig
  /** Whether the proxy in front sets a country header that may be believed. */
  trustCountryHeader: boolean
  /** Whose X-Forwarded-For is believed, to tell the visitor's address. */
  trustedProxies: TrustedProxies
  /**
   * Whether anything sends a tour program by WhatsApp: the Cloud API, or the development outbox
   * standing in for it. Without it, site token send_tour_program_in_pdf_via_whatsapp reads false
   * whatever is stored (decision 0054).
   */
  programsByWhatsApp?: boolean
  /** The IP-to-country data asked when no trusted header names the country. */
  addressCountries: AddressCountries
  /** The Telegram bot's @name when TELEGRAM_* is configured: the brand's Telegram link is that bot. */
  telegramBotUsername?: string | undefined
  now: () => Date
}

/** Where a visitor is, as far as the storefront says: their city and country ids. */
export type VisitorPlace = { cityId?: number | undefined; countryId?: number | undefined }

/** What the HTTP layer passes on about the connection, for country-by-ip. */
export type ConnectionFacts = {
  remoteAddress: string
  forwardedFor: string | undefined
  /** CF-IPCountry or X-Country-Code as the proxy sent it. */
  countryHeader: string | undefined
}

/** The most specific entity that serves the visitor: their city, else their country. */
function visitorEntities(place: VisitorPlace): ContactEntity[] {
  return [
    ...(place.cityId === undefined ? [] : [{ id: place.cityId, kind: 'city' as const }]),
    ...(place.countryId === undefined ? [] : [{ id: place.countryId, kind: 'country' as const }]),
  ]
}

function sameEntity(a: ContactEntity | null, b: ContactEntity): boolean {
  return a !== null && a.id === b.id && a.kind === b.kind
}

// Cloudflare sends XX for an unknown country and T1 for Tor: neither is a country.
const countryCodePattern = /^[A-Z]{2}$/
const unknownCountry = 'XX'
const torExit = 'T1'

export type SiteService = ReturnType<typeof createSiteService>

/** Site-wide settings and facts the storefront loads at start-up (§7). */
export function createSiteService({
  repository,
  brand,
  trustCountryHeader,
  trustedProxies,
  programsByWhatsApp = false,
  telegramBotUsername,
  addressCountries,
  now,
}: SiteServiceOptions) {
  return {
    /**
     * §3 contacts. With `all`, every phone. Otherwise the phones for the visitor's city, else
     * for their country, else the main phones that serve everywhere (no entity).
     * `has_other_phones` says some stored phone was left out.
     */
    async contacts(place: VisitorPlace & { all: boolean }): Promise<Contacts> {
      const setting = readSettingValue(
        siteSettings.contacts,
        await repository.readSetting(siteSettings.contacts.key),
      )
      const forPlace = visitorEntities(place)
        .map((entity) => setting.phones.filter((phone) => sameEntity(phone.entity, entity)))
        .find((phones) => phones.length > 0)
      const phones = place.all
        ? setting.phones
        : (forPlace ??
          setting.phones.filter((phone) => phone.type === 'main' && phone.entity === null))
      return {
        email: setting.email,
        phones: phones.map((phone) => ({
          phone: phone.phone,
          type: phone.type,
          entity: phone.entity,
        })),
        has_other_phones: phones.length < setting.phones.length,
      }
    },

    /** Support hours for the visitor's city, else country, else the general ones; null when none are published. */
    async workTime(place: VisitorPlace): Promise<WorkTime> {
      const setting = readSettingValue(
        siteSettings.workTime,
        await repository.readSetting(siteSettings.workTime.key),
      )
      const hours =
        visitorEntities(place)
          .map((entity) => setting.by_entity.find((entry) => sameEntity(entry.entity, entity)))
          .find((entry) => entry !== undefined) ?? setting.default
      if (hours === null) return { result: null }
      return {
        result: {
          days: [...new Set(hours.days)].sort((a, b) => a - b),
          from: hours.from,
          to: hours.to,
          timezone: hours.timezone,
        },
      }
    },

    /** §3 social groups, in the §3 order of sources. */
    async socialGroups(): Promise<SocialGroups> {
      const setting = readSettingValue(
        siteSettings.socialGroups,
        await repository.readSetting(siteSettings.socialGroups.key),
      )
      const rank = (source: (typeof socialGroupSources)[number]) =>
        socialGroupSources.indexOf(source)
      const groups = setting.toSorted((a, b) => rank(a.source) - rank(b.source))
      return { data: groups.map((group) => ({ source: group.source, url: group.url })) }
    },

    /**
     * §3 messenger links, ordered by whether the brand offers Russian, each carrying the given
     * ids as the messenger's start parameter.
     */
    async chatSources(ids: ChatLinkIds): Promise<ChatSources> {
      const setting = readSettingValue(
        siteSettings.chatSources,
        await repository.readSetting(siteSettings.chatSources.key),
      )
      // The configured bot is the one that links chats and sends codes: it stands for whatever
      // Telegram link the setting names.
      const entries =
        telegramBotUsername === undefined
          ? setting
          : [
              ...setting.filter((entry) => entry.source !== 'telegram'),
              { source: 'telegram' as const, url: `https://t.me/${telegramBotUsername}` },
            ]
      const payload = startPayload(ids)
      const data = orderedMessengerSources(brand.russianIsAvailable).flatMap((source) =>
        entries
          .filter((entry) => entry.source === source)
          .map((entry) => ({
            source,
            url: chatLink(entry.url, entry.start_parameter ?? usualStartParameter[source], payload),
          })),
      )
      return { data }
    },

    /**
     * §3 site tokens: public keys only; the setting's schema drops anything else. The WhatsApp
     * program order is offered only where something sends it.
     */
    async siteTokens(): Promise<SiteTokens> {
      const tokens = readSettingValue(
        siteSettings.siteTokens,
        await repository.readSetting(siteSettings.siteTokens.key),
      )
      return programsByWhatsApp
        ? tokens
        : { ...tokens, send_tour_program_in_pdf_via_whatsapp: false }
    },

    /** §7 redirect: the address a short link (§2 /r/{id}) stands for. */
    async shortLink(id: number): Promise<ShortLink> {
      const link = await repository.findShortLink(id)
      if (link === undefined) {
        throw new AppError({
          code: 'short_link_not_found',
          message: `There is no short link ${String(id)}.`,
        })
      }
      return { source_url: link.sourceUrl }
    },

    /**
     * The visitor's country (§5: used only if found): the country header a trusted proxy sets,
     * else the bundled IP-to-country data for the visitor's address as the trusted proxies tell
     * it. Null for a loopback or private address (a local visitor has no country), for a Tor exit
     * (its address says where the exit is, not the visitor), and when the code names no country
     * of the catalogue.
     */
    async countryByIp(connection: ConnectionFacts, language: Locale): Promise<CountryByIp> {
      const address = clientAddress({
        trusted: trustedProxies,
        forwardedFor: connection.forwardedFor,
        remoteAddress: connection.remoteAddress,
      })
      if (!isPublicAddress(address)) return { result: null }
      const header = trustCountryHeader ? connection.countryHeader?.trim().toUpperCase() : undefined
      if (header === torExit) return { result: null }
      // A header that names no country (absent, XX, malformed) leaves the data to answer.
      const code =
        header !== undefined && header !== unknownCountry && countryCodePattern.test(header)
          ? header
          : await addressCountries.countryOf(address)
      if (code === null) return { result: null }
      const country = await repository.findCountryByIsoCode(code)
      if (country === undefined) return { result: null }
      return {
        result: {
          id: country.id,
          name: localize(language, country.name, country.nameRu),
          iso_code: country.isoCode,
        },
      }
    },

    /** §3 stats; see the repository for what each count counts. */
    async stats(): Promise<Stats> {
      return repository.stats(now())
    },
  }
}
