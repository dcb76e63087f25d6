/** What the translation routes answer about a record (server/translations/status.ts), as the back office reads it too. */
import type { Language } from './languages'

export interface RecordBrief {
  id: number
  lang: Language
  title: string
}

export interface TranslationStatus extends RecordBrief {
  /** Every record of the group, this one included, by language. */
  translations: Partial<Record<Language, RecordBrief>>
  missing: Language[]
  out_of_date: boolean
  /** When the source record's content last changed (null: not known, or this is the source). */
  source_changed_at: string | null
  /** Set by `withChangedFields`: content fields of the source changed since this translation was last edited or confirmed. */
  changed_fields?: string[]
}
