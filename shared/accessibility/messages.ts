/**
 * What each accessibility finding says, in both admin languages: the problem and how to fix it.
 * `{n}` is the n-th link/image/table of the field, `{level}` a heading's level (a heading is named by
 * its level: the toolbar's "Naslov 2" is an h2, so the second heading must not read "Naslov 2"),
 * `{text}` the offending text; a finding without text leaves out the quoted part around it.
 */
import type { Localized } from '../languages'

export type RuleId =
  | 'image-alt-missing'
  | 'image-alt-filename'
  | 'heading-empty'
  | 'heading-h1'
  | 'heading-skipped'
  | 'link-empty'
  | 'link-vague'
  | 'link-bare-url'
  | 'table-no-headers'

export const RULE_TEXTS: Record<RuleId, { problem: Localized; fix: Localized }> = {
  'image-alt-missing': {
    problem: { sl: 'Slika {n} nima opisa (alt).', en: 'Image {n} has no description (alt text).' },
    fix: {
      sl: 'Opišite, kaj slika pokaže, v enem stavku (npr. »Nova hala podjetja X ob glavni cesti«).',
      en: 'Describe what the image shows in one sentence (e.g. "The new hall of company X by the main road").',
    },
  },
  'image-alt-filename': {
    problem: { sl: 'Opis slike {n} je ime datoteke (»{text}«).', en: 'The description of image {n} is a file name ("{text}").' },
    fix: {
      sl: 'Bralnik zaslona prebere ime datoteke. Napišite, kaj slika pokaže.',
      en: 'A screen reader reads the file name aloud. Write what the image shows instead.',
    },
  },
  'heading-empty': {
    problem: { sl: 'Naslov {level}. ravni je prazen.', en: 'A level {level} heading is empty.' },
    fix: { sl: 'Vpišite besedilo naslova ali ga odstranite.', en: 'Type the heading text or remove the heading.' },
  },
  'heading-h1': {
    problem: { sl: 'Naslov {level}. ravni (»{text}«) je v besedilu.', en: 'The text has a level {level} heading ("{text}").' },
    fix: {
      sl: 'Naslov 1. ravni je naslov strani; v besedilu začnite z naslovom 2. ravni.',
      en: "The level 1 heading is the page's title; start the text with a level 2 heading.",
    },
  },
  'heading-skipped': {
    problem: { sl: 'Naslov {level}. ravni (»{text}«) preskoči raven.', en: 'The level {level} heading ("{text}") skips a level.' },
    fix: {
      sl: 'Ravni naslovov si sledijo brez preskokov (2, nato 3, nato 4); besedilo začnite z naslovom 2. ravni.',
      en: 'Heading levels follow each other without gaps (2, then 3, then 4); start the text with a level 2 heading.',
    },
  },
  'link-empty': {
    problem: { sl: 'Povezava {n} nima besedila.', en: 'Link {n} has no text.' },
    fix: { sl: 'Vpišite besedilo, ki pove, kam povezava vodi.', en: 'Type text that says where the link leads.' },
  },
  'link-vague': {
    problem: { sl: 'Besedilo povezave {n} (»{text}«) samo zase ne pove ničesar.', en: 'The text of link {n} ("{text}") says nothing on its own.' },
    fix: {
      sl: 'Bralniki zaslona naštejejo povezave brez okolice. Napišite, kam vodi (npr. »Razpis za najem prostorov«).',
      en: 'Screen readers list links without their context. Say where it leads (e.g. "Call for renting premises").',
    },
  },
  'link-bare-url': {
    problem: { sl: 'Besedilo povezave {n} je spletni naslov (»{text}«).', en: 'The text of link {n} is a web address ("{text}").' },
    fix: {
      sl: 'Bralnik zaslona prebere naslov znak za znakom. Napišite ime strani ali dokumenta.',
      en: 'A screen reader spells the address out. Write the name of the page or document.',
    },
  },
  'table-no-headers': {
    problem: { sl: 'Tabela {n} nima naslovnih celic.', en: 'Table {n} has no header cells.' },
    fix: {
      sl: 'Prvo vrstico (ali stolpec) označite kot glavo tabele, da bralnik zaslona pove, kaj pomeni vsaka celica.',
      en: 'Mark the first row (or column) as the table header so a screen reader says what each cell means.',
    },
  },
}

/** A quoted `{text}` with its brackets: » (»{text}«)« or » ("{text}")«. */
const QUOTED_TEXT = / ?\(?[»"]\{text\}[«"]\)?/

/** A finding's problem and fix in `language`, with its number, level and text filled in. */
export function describeFinding(finding: { rule: RuleId; n: number; level?: number; text?: string }, language: keyof Localized) {
  const texts = RULE_TEXTS[finding.rule]
  const fill = (template: string) =>
    (finding.text ? template : template.replace(QUOTED_TEXT, ''))
      .replace('{n}', finding.n ? String(finding.n) : '')
      .replace('{level}', String(finding.level ?? ''))
      .replace('{text}', finding.text ?? '')
      .replace(/\s+/g, ' ')
      .replace(' .', '.')
  return { problem: fill(texts.problem[language] ?? texts.problem.sl), fix: fill(texts.fix[language] ?? texts.fix.sl) }
}
