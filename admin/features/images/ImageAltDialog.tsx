/**
 * A picture's description for screen readers (the site's alt text), edited in a dialog opened from
 * its row of the pictures panel: one field per description field its declaration has (`alt`, or
 * `alt_sl` and `alt_en` where it is translated), saved together. A dialog rather than a field in the
 * row: the rows are dragged to reorder them, and a drag cannot start on a text field.
 */
import { useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useLocaleState, useTranslate } from 'react-admin'
import { declarationOf, localized } from '../../registry'
import type { ImageRow } from './image-actions'

/** The fields of a picture type that hold its description: `alt`, or its translations. */
export const altFieldsOf = (resource: string): string[] =>
  Object.entries(declarationOf(resource).fields)
    .filter(([name, field]) => name === 'alt' || field.translationOf === 'alt')
    .map(([name]) => name)

/** True when the picture has no description in some field (the row says so). */
export const lacksAlt = (resource: string, row: ImageRow) => altFieldsOf(resource).some((field) => !String(row[field] ?? '').trim())

interface Props {
  resource: string
  row: ImageRow
  /** The picture's name in the panel ('Slika 2', or its description). */
  label: string
  onClose: () => void
  onSave: (values: Record<string, string>) => Promise<unknown>
}

export function ImageAltDialog({ resource, row, label, onClose, onSave }: Props) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const fields = altFieldsOf(resource)
  const declared = declarationOf(resource).fields
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field, typeof row[field] === 'string' ? (row[field] as string) : ''])),
  )
  const [saving, setSaving] = useState(false)
  const titleId = `alt-dialog-${row.id}`
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        onSubmit={async (event) => {
          event.preventDefault()
          setSaving(true)
          await onSave(Object.fromEntries(fields.map((field) => [field, values[field].trim()])))
          setSaving(false)
          onClose()
        }}
      >
        <DialogTitle id={titleId}>{translate('app.images.alt_title', { name: label })}</DialogTitle>
        <DialogContent>
          {fields.map((field, index) => {
            const spec = declared[field]
            return (
              <TextField
                key={field}
                autoFocus={index === 0}
                fullWidth
                margin="dense"
                label={localized(spec.label, locale)}
                helperText={spec.help ? localized(spec.help, locale) : undefined}
                value={values[field]}
                slotProps={{ htmlInput: { maxLength: spec.kind === 'text' ? spec.maxLength : undefined } }}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              />
            )
          })}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
