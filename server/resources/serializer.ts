/**
 * How a record is answered (DRF's serializer, read side): the full view with every field and
 * translation, or the localized view in one language.
 *
 *   const serializer = new RecordSerializer(news, context)
 *   serializer.full(row)                  // {id, title, ..., image, image_url, created_at, updated_at}
 *   serializer.localized(row, 'en')       // title_sl/title_en collapsed into title
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/languages'
import type { Resource } from '../../shared/resources'
import type { AppContext } from '../context'
import type { Row } from './repository'

export class RecordSerializer {
  /** Names of translated fields (`title` for title_sl/title_en). */
  private readonly translatedNames: string[]

  constructor(
    private readonly resource: Resource,
    private readonly context: AppContext,
  ) {
    this.translatedNames = [...new Set(Object.values(resource.fields).flatMap((f) => (f.translationOf ? [f.translationOf] : [])))]
  }

  /** Every field (files as /media/ URLs, pictures also as absolute `<field>_url`), every translation. */
  full(row: Row): Record<string, unknown> {
    const out: Record<string, unknown> = { id: row.id }
    for (const [name, field] of Object.entries(this.resource.fields)) {
      out[name] = field.kind === 'image' || field.kind === 'file' ? this.context.media.url(row[name] as string | null) : row[name]
      // Spec section 3 ("App info: image_url, image"): every picture also as an absolute URL, for clients off the site.
      if (field.kind === 'image') out[`${name}_url`] = out[name] ? `${this.context.config.siteUrl}${out[name]}` : null
    }
    if (this.translatedNames.length) out.available_languages = this.availableLanguages(row)
    const now = new Date()
    for (const [name, compute] of Object.entries(this.resource.computed ?? {})) out[name] = compute(row, now)
    out.created_at = row.created_at
    out.updated_at = row.updated_at
    return out
  }

  /** `title_sl`/`title_en` become `title` in `language`, else the default language. */
  localized(row: Row, language: Language): Record<string, unknown> {
    const full = this.full(row)
    for (const name of this.translatedNames) {
      const value = full[`${name}_${language}`]
      full[name] = value === null || value === undefined || value === '' ? full[`${name}_${DEFAULT_LANGUAGE}`] : value
      for (const each of LANGUAGES) delete full[`${name}_${each}`]
    }
    return full
  }

  /** Languages in which the record's title is written. */
  private availableLanguages(row: Row): Language[] {
    const titleField = this.resource.fields[this.resource.recordTitle]
    const base = titleField?.translationOf ?? this.translatedNames[0]
    return LANGUAGES.filter((language) => {
      const value = row[`${base}_${language}`]
      return value !== null && value !== undefined && value !== ''
    })
  }
}
