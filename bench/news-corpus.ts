/**
 * Made-up news for the API benchmarks: words built from Slovenian syllables (with č, š, ž), so a
 * search word matches a few hundred news per language as real words would, and an unaccented
 * search (`cebel`) has something with diacritics (`čebel...`) to find. The same seed gives the
 * same words in the server that stores them and in the load generator that searches for them.
 *
 *   const words = vocabulary()          // 5,000 distinct words
 *   const item = newsText(words, 123)   // { title, summary, body } of news number 123
 */
const CONSONANTS = ['b', 'c', 'č', 'd', 'g', 'j', 'k', 'l', 'm', 'n', 'p', 'r', 's', 'š', 't', 'v', 'z', 'ž']
const VOWELS = ['a', 'e', 'i', 'o', 'u']
export const VOCABULARY_SIZE = 5000

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

/** The text of news number `n`: a 4-word title, an 8-word summary, a 30-word body. */
export function newsText(words: string[], n: number): { title: string; summary: string; body: string } {
  const next = random(1000 + n)
  const pick = (count: number) => Array.from({ length: count }, () => words[Math.floor(next() * words.length)]).join(' ')
  const title = pick(4)
  return { title: title[0].toUpperCase() + title.slice(1), summary: `${pick(8)}.`, body: `${pick(30)}.` }
}

/** The word without diacritics, as visitors often type it. */
export function unaccented(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '')
}
