import { isPublicAddress } from './public-address.ts'

/** Which country an IP address is in, as far as an IP-to-country database knows. */
export type AddressCountries = {
  /** The ISO 3166-1 alpha-2 code, or null for a non-public address or one the data does not place. */
  countryOf(address: string): Promise<string | null>
}

type CountryDatabase = { lookup(address: string): { country: string } | null }

/**
 * The GeoLite2 country data bundled in the `geoip-country` package (decision 0056). Reading it
 * takes some 30 ms and 20 MB, so it is loaded on the first lookup, not when the API starts: most
 * processes (tests, workers) never ask.
 */
export function bundledAddressCountries(): AddressCountries {
  let database: Promise<CountryDatabase> | undefined
  return {
    async countryOf(address) {
      // Loopback, private and reserved addresses are in no country (and not in the data).
      if (!isPublicAddress(address)) return null
      database ??= import('geoip-country').then((module) => module.default)
      return (await database).lookup(address)?.country ?? null
    },
  }
}
