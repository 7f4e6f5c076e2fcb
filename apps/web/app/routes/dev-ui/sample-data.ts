import type { PhoneCountry } from '@tourmarket/domain/inputs'
import type { SelectItem } from '@tourmarket/ui'

// Fixed sample data for the developer page: it must render the same way with or without the API,
// so the end-to-end tests and screenshots are stable.

type Scene = { name: string; sky: [string, string]; hills: [string, string]; sun: string }

const scenes: readonly Scene[] = [
  {
    name: 'Mountain lake at dawn',
    sky: ['#fde4cf', '#f7b7a3'],
    hills: ['#6d5a8a', '#3f3160'],
    sun: '#fff3e0',
  },
  {
    name: 'Green valley',
    sky: ['#d7f0ff', '#a5d8f3'],
    hills: ['#5fa36a', '#2f6b3b'],
    sun: '#fffbe6',
  },
  {
    name: 'Desert dunes',
    sky: ['#ffe9b8', '#f5c46b'],
    hills: ['#d08b4b', '#9c5a2a'],
    sun: '#fff8e1',
  },
  {
    name: 'Northern fjord',
    sky: ['#cfe3f7', '#8fb3d9'],
    hills: ['#35506e', '#1e3149'],
    sun: '#f3f8ff',
  },
  {
    name: 'Autumn forest',
    sky: ['#fde2c8', '#f3a86b'],
    hills: ['#b5542c', '#6e2e18'],
    sun: '#fff4e5',
  },
  {
    name: 'Sea cliffs',
    sky: ['#d9f3f0', '#96d8cf'],
    hills: ['#3f8f86', '#1f5a54'],
    sun: '#f4fffd',
  },
  {
    name: 'Volcano at dusk',
    sky: ['#e9d5ff', '#b18be8'],
    hills: ['#4c1d95', '#2e1065'],
    sun: '#fdf4ff',
  },
  {
    name: 'Tea terraces',
    sky: ['#e6f7d9', '#bfe3a5'],
    hills: ['#6aa84f', '#38761d'],
    sun: '#fbfff5',
  },
]

/** A landscape drawing as an SVG data URL: a photo stand-in that needs no network. */
function landscape(scene: Scene, index: number): string {
  const [skyTop, skyBottom] = scene.sky
  const [near, far] = scene.hills
  const sunX = 60 + ((index * 97) % 180)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
<rect width="300" height="200" fill="url(#s)"/><circle cx="${sunX}" cy="62" r="22" fill="${scene.sun}"/>
<path d="M0 140 L60 ${90 + (index % 3) * 8} L120 130 L190 ${80 + (index % 4) * 6} L300 135 V200 H0Z" fill="${far}" opacity="0.85"/>
<path d="M0 170 Q80 ${135 + (index % 2) * 10} 150 160 T300 155 V200 H0Z" fill="${near}"/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

export const samplePhotos = scenes.map((scene, index) => ({
  url: landscape(scene, index),
  alt: scene.name,
}))

/** A few countries of the phone input (the real list comes from GET /crm/api/dropdown/country). */
export const sampleCountries: readonly PhoneCountry[] = [
  { iso_code: 'US', name: 'United States', phone_code: '1', is_primary: true },
  { iso_code: 'GB', name: 'United Kingdom', phone_code: '44', is_primary: true },
  { iso_code: 'DE', name: 'Germany', phone_code: '49', is_primary: false },
  { iso_code: 'RU', name: 'Russia', phone_code: '7', is_primary: false },
  { iso_code: 'KZ', name: 'Kazakhstan', phone_code: '7', is_primary: false },
  { iso_code: 'AE', name: 'United Arab Emirates', phone_code: '971', is_primary: false },
]

/** §3 select items: plain values, objects, and a header-only group heading. */
export const sampleSortItems: readonly SelectItem[] = [
  { text: 'Popular first', value: 'default' },
  { text: 'Cheaper first', value: 'price' },
  { text: 'More expensive first', value: '-price' },
]

export const sampleGroupedItems: readonly SelectItem[] = [
  { header: 'Europe' },
  { text: 'Lisbon', value: 'lisbon' },
  { text: 'Tbilisi', value: 'tbilisi' },
  { header: 'Asia' },
  { text: 'Almaty', value: 'almaty' },
  { text: 'Kyoto', value: 'kyoto' },
]

export const sampleStory = (index: number) => ({
  image: samplePhotos[index % samplePhotos.length]?.url ?? '',
  alt: samplePhotos[index % samplePhotos.length]?.alt ?? '',
  title: ['Altai', 'Baikal', 'Kamchatka', 'Karelia', 'Dagestan', 'Elbrus'][index] ?? '',
})

export const sampleParagraphs = [
  'Seven days on horseback through the high valleys of the Altai: mornings by glacial lakes, afternoons on mountain passes, evenings by the fire in camps our guides set up before you arrive.',
  'Every day has a short and a long route, so the group can split and meet again for dinner. Luggage travels separately by car, and the camps have hot showers and a sauna tent.',
  'The tour ends in Chemal with a day of rest: rafting on the Katun for those who want more, the market and the river promenade for those who do not.',
  'Prices include guides, horses, meals, camp equipment and transfers from Gorno-Altaysk. Flights, insurance and personal equipment are not included.',
]
