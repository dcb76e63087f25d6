/**
 * How the history shows a field: its declared label in the interface language, its value as a
 * person reads it, by the field's declared kind: rich text as lines of text (not HTML), a language
 * or a choice by its name, dates as dd.mm.yyyy, a file by its name.
 */
import type { Resource } from '../../../shared/resources'
import type { Field } from '../../../shared/resources/field-types'
import { richTextToLines } from '../../../shared/rich-text'
import { formatDisplayDateTime } from '../../app/display-dates'
import { localized } from '../../registry'

export const fieldLabel = (declaration: Resource, name: string, language: string): string => {
  const field = declaration.fields[name]
  return field ? localized(field.label, language) : name
}

type Translate = (key: string, options?: Record<string, unknown>) => string

/** The words a value is shown with, in the interface language. */
export interface ValueWords {
  language: string
  translate: Translate
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url)

/** null, '' and [] are all "empty"; otherwise the value as its field's kind reads. */
export function displayValue(field: Field | undefined, value: unknown, { language, translate }: ValueWords): string {
  if (isEmpty(value)) return translate('app.history.empty_value')
  if (typeof value === 'boolean') return translate(value ? 'app.filter.yes' : 'app.filter.no')
  const text = typeof value === 'string' ? value : ''
  switch (field?.kind) {
    case 'richText':
      return richTextToLines(text, translate('app.history.picture'))
    case 'language':
      return translate(`app.languages.${text}`, { _: text })
    case 'choice': {
      const choice = field.choices.find(({ id }) => id === value)
      return choice ? localized(choice.label, language) : String(value)
    }
    case 'date':
    case 'datetime':
      return formatDisplayDateTime(text) || text
    case 'image':
    case 'file':
      return text ? fileName(text) : String(value)
    case 'references':
      return Array.isArray(value) ? value.map((id) => `#${id}`).join(', ') : String(value)
    case 'reference':
      return `#${value}`
  }
  if (Array.isArray(value)) return value.map(String).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
