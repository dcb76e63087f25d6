/**
 * Field builders for content declarations. Each returns a plain object whose `kind` is a
 * literal type, so record types can be derived from a declaration (see types.ts).
 *
 *   fields: {
 *     title: text({ label: { sl: 'Naslov', en: 'Title' }, required: true, maxLength: 200 }),
 *     lang: language(),
 *     image: image({ label: { sl: 'Slika', en: 'Image' } }),
 *   }
 *
 * Their signatures live in field-types.ts (types only), because this file also runs inside
 * Gatsby's Parcel, which cannot parse `const` type parameters.
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages'
import type { FieldBuilders } from './field-types'

export type {
  BooleanField,
  ChoiceField,
  DateField,
  DateTimeField,
  DecimalField,
  Field,
  FieldKind,
  FileCategory,
  FileField,
  ImageField,
  IntegerField,
  LanguageField,
  LongTextField,
  ReferenceField,
  ReferencesField,
  RichTextField,
  SlugField,
  TextField,
} from './field-types'

const DEFAULT_TEXT_LENGTH = 255
const DEFAULT_LONG_TEXT_LENGTH = 100_000
export const DEFAULT_IMAGE_BYTES = 10 * 1024 * 1024
/** Files (videos, PDFs) may be larger; the server's UPLOAD_MAX_BYTES caps resumable uploads too. */
export const DEFAULT_FILE_BYTES = 500 * 1024 * 1024

type Built = any // each builder's precise type comes from FieldBuilders

export const text: FieldBuilders['text'] = (o): Built => ({ kind: 'text', maxLength: DEFAULT_TEXT_LENGTH, ...o })
export const longText: FieldBuilders['longText'] = (o): Built => ({ kind: 'longText', maxLength: DEFAULT_LONG_TEXT_LENGTH, ...o })
export const richText: FieldBuilders['richText'] = (o): Built => ({ kind: 'richText', maxLength: DEFAULT_LONG_TEXT_LENGTH, ...o })
export const slug: FieldBuilders['slug'] = (o): Built => ({ kind: 'slug', maxLength: DEFAULT_TEXT_LENGTH, ...o })
export const integer: FieldBuilders['integer'] = (o): Built => ({ kind: 'integer', ...o })
export const decimal: FieldBuilders['decimal'] = (o): Built => ({ kind: 'decimal', decimals: 2, ...o })
export const boolean: FieldBuilders['boolean'] = (o): Built => ({ kind: 'boolean', default: false, ...o })
export const date: FieldBuilders['date'] = (o): Built => ({ kind: 'date', ...o })
export const datetime: FieldBuilders['datetime'] = (o): Built => ({ kind: 'datetime', ...o })
export const choice: FieldBuilders['choice'] = (o): Built => ({ kind: 'choice', ...o })
export const language: FieldBuilders['language'] = (o): Built => ({
  kind: 'language',
  required: true,
  label: { sl: 'Jezik', en: 'Language' },
  ...o,
})
export const image: FieldBuilders['image'] = (o): Built => ({ kind: 'image', maxBytes: DEFAULT_IMAGE_BYTES, ...o })
export const file: FieldBuilders['file'] = (o): Built => ({ kind: 'file', maxBytes: DEFAULT_FILE_BYTES, ...o })
export const references: FieldBuilders['references'] = (o): Built => ({ kind: 'references', ...o })
export const reference: FieldBuilders['reference'] = (o): Built => ({ kind: 'reference', ...o })

/** Spread into `fields`: `...translated('title', text({ label: { sl: 'Naslov', en: 'Title' }, required: true }))`. */
export const translated: FieldBuilders['translated'] = (name, field): Built =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      `${name}_${language}`,
      {
        ...field,
        required: language === DEFAULT_LANGUAGE ? field.required : false,
        label: { sl: `${field.label.sl} (${language.toUpperCase()})`, en: `${field.label.en} (${language.toUpperCase()})` },
        translationOf: name,
        translationLanguage: language,
      },
    ]),
  )
