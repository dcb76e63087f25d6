/**
 * A date input (spec section 5) on MUI X's DatePicker / DateTimePicker, in the UI language (dayjs
 * 'sl' with our Slovenian picker texts, i18n/picker-locale.ts), shown dd.mm.yyyy (and HH:mm).
 * People type freely, in any form shared/dates.ts reads (13.9.2025, 2025/09/13, 1. 2. 24, ...;
 * the year cut to its last 4 digits); the text is read on blur or Enter. A date that cannot be
 * read, or lies outside [min, max] or before the field named by `notBefore` (an event's end and
 * its start), clears the value; a time the spring switch skips is kept and named (typed-date.ts). The calendar
 * button opens the picker, limited the same way. The form holds YYYY-MM-DD, or YYYY-MM-DDTHH:mm:ss with `withTime`,
 * on Ljubljana's clock without a zone, as the API stores it (a zone typed is converted). A server error on the
 * field goes as soon as the field is edited.
 *
 *   <DateTextInput source="end" withTime notBefore="start" validate={requiredField()} />
 */
import { useEffect, useState } from 'react'
import type { SxProps, Theme } from '@mui/material/styles'
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs'
import { DatePicker } from '@mui/x-date-pickers/DatePicker'
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import dayjs, { type Dayjs } from 'dayjs'
import 'dayjs/locale/sl'
import { FieldTitle, InputHelperText, useInput, useLocale, useTranslate, type InputProps } from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'
import { isLanguage } from '../../shared/languages'
import { parseDateInput } from '../../shared/dates'
import { formatDisplayDateTime } from '../app/display-dates'
import { pickerLocaleText } from '../i18n/picker-locale'
import { boundOf, laterBound } from './date-bounds'
import { FreeTextDateField, type FreeTextProps } from './FreeTextDateField'
import { skippedTime, typedDateValue } from './typed-date'

export interface DateTextInputProps extends Omit<InputProps, 'format' | 'parse'> {
  withTime?: boolean
  min?: string
  max?: string
  /** Another date field of the same form this one may not precede. */
  notBefore?: string
  helperText?: string | false
  sx?: SxProps<Theme>
}

const DISPLAY_FORMAT = 'DD.MM.YYYY'
const DISPLAY_FORMAT_WITH_TIME = 'DD.MM.YYYY HH:mm'

const toDayjs = (value: unknown): Dayjs | null => {
  if (typeof value !== 'string' || !parseDateInput(value)) return null
  const date = dayjs(value)
  return date.isValid() ? date : null
}

export const DateTextInput = ({ withTime = false, min, max, notBefore, helperText, label, sx, ...props }: DateTextInputProps) => {
  // A time the spring switch skips is kept as typed and named at once (typed-date.ts).
  const validate = withTime ? [...[props.validate ?? []].flat(), skippedTime] : props.validate
  const { field, fieldState, id, isRequired } = useInput({ ...props, validate, format: (v) => v, parse: (v) => v })
  const { clearErrors, trigger } = useFormContext()
  const earliest = useWatch({ name: notBefore ?? field.name, disabled: !notBefore })
  const lower = laterBound(min, notBefore ? boundOf(earliest) : undefined)
  const locale = useLocale()
  const language = isLanguage(locale) ? locale : 'sl'
  const translate = useTranslate()
  const [text, setText] = useState(() => formatDisplayDateTime(field.value))
  const [editing, setEditing] = useState(false)

  useEffect(() => {
    if (!editing) setText(formatDisplayDateTime(field.value))
  }, [field.value, editing])

  const clearServerError = () => {
    if (fieldState.error?.type === 'server') clearErrors(field.name)
  }
  const keep = (value: string | null) => {
    setEditing(false)
    setText(formatDisplayDateTime(value))
    if (value !== (field.value ?? null)) field.onChange(value)
    // The form checks on save; a skipped time is named at once, while the editor still looks at the field.
    if (withTime && skippedTime(value, {}, {})) void trigger(field.name)
  }
  const commit = () => {
    keep(text.trim() ? typedDateValue(text, { min: lower, max, withTime }) : null)
    field.onBlur()
  }
  const pick = (date: Dayjs | null) => {
    if (!date?.isValid()) return
    clearServerError()
    keep(typedDateValue(date.format(withTime ? 'YYYY-MM-DDTHH:mm:ss' : 'YYYY-MM-DD'), { min: lower, max, withTime }))
  }

  const free: FreeTextProps = {
    id,
    name: field.name,
    text,
    onText: (next) => {
      setEditing(true)
      setText(next)
      clearServerError()
    },
    onCommit: commit,
    label: label !== false ? <FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} /> : undefined,
    placeholder: translate(withTime ? 'app.date.placeholder_time' : 'app.date.placeholder'),
    error: fieldState.invalid,
    helperText:
      helperText === false && !fieldState.invalid ? undefined : (
        <InputHelperText error={fieldState.error?.message} helperText={helperText || (withTime ? 'app.date.help_time' : 'app.date.help')} />
      ),
    shown: formatDisplayDateTime(field.value),
    inputRef: field.ref,
    className: `ra-input ra-input-${props.source}`,
    sx,
  }
  const common = {
    value: toDayjs(field.value),
    onChange: pick,
    minDate: lower ? dayjs(lower) : undefined,
    // an empty end opens its calendar at the start's month, not today's
    referenceDate: notBefore && lower ? dayjs(lower) : undefined,
    maxDate: max ? dayjs(max) : undefined,
    name: field.name,
    slots: { field: FreeTextDateField },
    // our own props for our own slot (MUI X passes slotProps.field through to it)
    slotProps: { field: { free } as object },
  }
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={pickerLocaleText[language]}>
      {withTime ? <DateTimePicker {...common} format={DISPLAY_FORMAT_WITH_TIME} ampm={false} /> : <DatePicker {...common} format={DISPLAY_FORMAT} />}
    </LocalizationProvider>
  )
}
