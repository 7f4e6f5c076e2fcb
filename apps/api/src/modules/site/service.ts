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
const notACountry = ['XX', 'T1']

export type SiteService = ReturnType<typeof createSiteService>

/** Site-wide settings and facts the storefront loads at start-up (§7). */
export function createSiteService({
  repository,
  brand,
  trustCountryHeader,
  trustedProxies,
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
      const payload = startPayload(ids)
      const data = orderedMessengerSources(brand.russianIsAvailable).flatMap((source) =>
        setting
          .filter((entry) => entry.source === source)
          .map((entry) => ({
            source,
            url: chatLink(entry.url, entry.start_parameter ?? usualStartParameter[source], payload),
          })),
      )
      return { data }
    },

    /** §3 site tokens: public keys only; the setting's schema drops anything else. */
    async siteTokens(): Promise<SiteTokens> {
      return readSettingValue(
        siteSettings.siteTokens,
        await repository.readSetting(siteSettings.siteTokens.key),
      )
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
     * The visitor's country, from the country header a trusted proxy sets; there is no GeoIP
     * database offline. Null (§5: used only if found) when the header is not trusted or absent,
     * when the visitor's address is loopback or private (a local visitor has no country), or
     * when the code names no known country.
     */
    async countryByIp(connection: ConnectionFacts, language: Locale): Promise<CountryByIp> {
      if (!trustCountryHeader) return { result: null }
      const address = clientAddress({
        trusted: trustedProxies,
        forwardedFor: connection.forwardedFor,
        remoteAddress: connection.remoteAddress,
      })
      const code = connection.countryHeader?.trim().toUpperCase()
      if (
        !isPublicAddress(address) ||
        code === undefined ||
        !countryCodePattern.test(code) ||
        notACountry.includes(code)
      ) {
        return { result: null }
      }
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
