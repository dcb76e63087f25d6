/**
 * The field slot of the MUI X pickers in DateTextInput: a plain text box where a date is typed
 * freely (any form shared/dates.ts reads, not MUI's fixed sections), plus the button that opens
 * the picker's calendar. The typed text and its parsing belong to DateTextInput, which passes
 * them in through `slotProps.field.free`; the picker's state (open, anchor) comes from its context.
 */
import type { ReactNode, Ref } from 'react'
import CalendarMonth from '@mui/icons-material/CalendarMonth'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import type { SxProps, Theme } from '@mui/material/styles'
import useForkRef from '@mui/utils/useForkRef'
import { usePickerContext, usePickerTranslations } from '@mui/x-date-pickers/hooks'

export interface FreeTextProps {
  id: string
  name: string
  text: string
  onText: (text: string) => void
  /** Reads the typed text (blur, Enter). */
  onCommit: () => void
  label: ReactNode
  placeholder: string
  error: boolean
  helperText: ReactNode
  /** The shown value for the calendar button's name ('13.09.2025'), '' when empty. */
  shown: string
  inputRef: Ref<HTMLInputElement>
  className: string
  sx?: SxProps<Theme>
}

export const FreeTextDateField = ({ free }: { free?: FreeTextProps }) => {
  const picker = usePickerContext()
  const translations = usePickerTranslations()
  const rootRef = useForkRef(picker.triggerRef, picker.rootRef)
  if (!free) return null
  // 'Izberite datum, izbrani datum je 13.09.2025': the calendar picks the date (and the time) alike
  const openLabel = translations.openDatePickerDialogue(free.shown || null)
  return (
    <TextField
      ref={rootRef}
      id={free.id}
      name={free.name}
      inputRef={free.inputRef}
      className={free.className}
      label={free.label}
      placeholder={free.placeholder}
      value={free.text}
      onChange={(event) => free.onText(event.target.value)}
      onBlur={free.onCommit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') free.onCommit()
      }}
      error={free.error}
      helperText={free.helperText}
      sx={free.sx}
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                size="small"
                aria-label={openLabel}
                disabled={picker.disabled || picker.readOnly}
                onClick={() => picker.setOpen((open) => !open)}
              >
                <CalendarMonth fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  )
}
