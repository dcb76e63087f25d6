/**
 * Made-up news for the API benchmarks: words built from Slovenian syllables (with č, š, ž), so an
 * unaccented search (`cebel`) has something with diacritics (`čebel...`) to find. The same seed
 * gives the same words in the server that stores them and in the load generator that searches.
 * Words come in two tiers, as in real text: COMMON_WORDS common ones (each in about 2.5% of the
 * news: some 2,500 of 100,000) and the rest rare (each in about 0.4%).
 *
 *   const words = vocabulary()          // 5,000 distinct words, the common ones first
 *   const item = newsText(words, 123)   // { title, summary, body } of news number 123
 *   commonWords(words), rareWords(words)
 */
const CONSONANTS = ['b', 'c', 'č', 'd', 'g', 'j', 'k', 'l', 'm', 'n', 'p', 'r', 's', 'š', 't', 'v', 'z', 'ž']
const VOWELS = ['a', 'e', 'i', 'o', 'u']
export const VOCABULARY_SIZE = 5000
export const COMMON_WORDS = 1000
/** The share of a text's words taken from the common tier: 42 words x 0.6 / 1,000 = 2.5% of the news hold each. */
const COMMON_SHARE = 0.6

/** A small deterministic generator (mulberry32): the same sequence on every run and machine. */
export function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function vocabulary(size = VOCABULARY_SIZE): string[] {
  const next = random(7)
  const words = new Set<string>()
  while (words.size < size) {
    const syllables = 2 + Math.floor(next() * 2)
    let word = ''
    for (let i = 0; i < syllables; i++) word += CONSONANTS[Math.floor(next() * CONSONANTS.length)] + VOWELS[Math.floor(next() * VOWELS.length)]
    // A closing consonant half of the time, as in "čebelnjak".
    if (next() < 0.5) word += CONSONANTS[Math.floor(next() * CONSONANTS.length)]
    words.add(word)
  }
  return [...words]
}

export const commonWords = (words: string[]) => words.slice(0, COMMON_WORDS)
export const rareWords = (words: string[]) => words.slice(COMMON_WORDS)

/** The text of news number `n`: a 4-word title, an 8-word summary, a 30-word body. */
export function newsText(words: string[], n: number): { title: string; summary: string; body: string } {
  const next = random(1000 + n)
  const word = () =>
    next() < COMMON_SHARE ? words[Math.floor(next() * COMMON_WORDS)] : words[COMMON_WORDS + Math.floor(next() * (words.length - COMMON_WORDS))]
  const pick = (count: number) => Array.from({ length: count }, word).join(' ')
  const title = pick(4)
  return { title: title[0].toUpperCase() + title.slice(1), summary: `${pick(8)}.`, body: `${pick(30)}.` }
}

/** The word without diacritics, as visitors often type it. */
export function unaccented(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '')
}
