import { stripAccents } from './slugs.ts'

// Longest spellings first, so 'shch' wins over 'sh' and 'kh' over 'k'.
const digraphs: readonly (readonly [string, string])[] = [
  ['shch', 'щ'],
  ['sch', 'ш'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['tz', 'ц'],
  ['ya', 'я'],
  ['yu', 'ю'],
  ['yo', 'ё'],
  ['ye', 'е'],
  ['ph', 'ф'],
  ['th', 'т'],
  ['gh', 'г'],
  ['ck', 'к'],
  ['qu', 'кв'],
  ['dj', 'дж'],
  ['ee', 'и'],
  ['oo', 'у'],
  ['ou', 'у'],
]

const letters: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  d: 'д',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'дж',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  q: 'к',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  v: 'в',
  w: 'в',
  x: 'кс',
  z: 'з',
}

const vowels = new Set(['a', 'e', 'i', 'o', 'u', 'y'])

function transliterateWord(word: string): string {
  const lower = word.toLowerCase()
  let result = ''
  let index = 0
  while (index < lower.length) {
    const digraph = digraphs.find(([latin]) => lower.startsWith(latin, index))
    if (digraph !== undefined) {
      result += digraph[1]
      index += digraph[0].length
      continue
    }
    const letter = lower.charAt(index)
    const previous = lower.charAt(index - 1)
    const following = lower.charAt(index + 1)
    if (letter === 'c') result += 'eiy'.includes(following) && following !== '' ? 'с' : 'к'
    else if (letter === 'y') result += vowels.has(previous) ? 'й' : 'и'
    else if (letter === 'e' && index === 0) result += 'э'
    else result += letters[letter] ?? letter
    index += 1
  }
  const first = word.charAt(0)
  return first !== first.toLowerCase() ? result.charAt(0).toUpperCase() + result.slice(1) : result
}

/**
 * A rough Russian spelling of a Latin place name ('Sauðárkrókur' → 'Саударкрокур'), used only
 * where the curated list gives no Russian name and the data packages have none: readable, and
 * never a Latin name inside Russian text.
 */
export function transliterateToRussian(name: string): string {
  return stripAccents(name)
    .replace(/['’`]/g, '')
    .split(/([^A-Za-z]+)/)
    .map((part) => (/^[A-Za-z]+$/.test(part) ? transliterateWord(part) : part))
    .join('')
}
