/**
 * A declared field the server owns (`readOnly: true` in shared/resources, e.g. an order's total):
 * shown in the form as a read-only text box with the value as people read it (a choice's label,
 * Da/Ne, dd.mm.yyyy, a number in the UI language). It is never changed, so a save never sends it.
 */
import { TextInput, useLocale, useTranslate } from 'react-admin'
import type { Field } from '../../shared/resources'
import { formatDisplayDateTime } from '../app/display-dates'
import { localized } from '../registry'

/** `readOnly: true` in the declaration: the server computes the value and ignores what a request sends. */
export const isReadOnlyField = (field: Field): boolean => field.readOnly === true

export function readOnlyText(field: Field, value: unknown, locale: string, translate: (key: string) => string): string {
  if (value === null || value === undefined || value === '') return ''
  switch (field.kind) {
    case 'boolean':
      return translate(value ? 'app.filter.yes' : 'app.filter.no')
    case 'choice':
      return localized(field.choices.find((choice) => choice.id === value)?.label ?? { sl: String(value), en: String(value) }, locale)
    case 'date':
    case 'datetime':
      return formatDisplayDateTime(value)
    case 'integer':
    case 'decimal':
      return Number.isFinite(Number(value))
        ? Number(value).toLocaleString(
            locale,
            field.kind === 'decimal' ? { minimumFractionDigits: field.decimals, maximumFractionDigits: field.decimals } : undefined,
          )
        : String(value)
    default:
      return Array.isArray(value) ? value.join(', ') : String(value)
  }
}

export const ReadOnlyInput = ({ name, field, helperText }: { name: string; field: Field; helperText?: string }) => {
  const locale = useLocale()
  const translate = useTranslate()
  return <TextInput source={name} readOnly helperText={helperText} format={(value: unknown) => readOnlyText(field, value, locale, translate)} />
}
