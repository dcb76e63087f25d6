/**
 * The toolbar's picture button: a dialog that picks a picture of the media library (the `images`
 * type) or uploads a new one into it, asks for its description, and inserts
 * <img src="/media/…" alt="…">. The server keeps only pictures under /media/.
 */
import ImageIcon from '@mui/icons-material/Image'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import ToggleButton from '@mui/material/ToggleButton'
import Typography from '@mui/material/Typography'
import { useTiptapEditor } from 'ra-input-rich-text'
import { useState } from 'react'
import { useDataProvider, useGetList, useLocale, useNotify, useTranslate } from 'react-admin'
import { failureMessage } from '../../data/failure-message'
import { raNameOf } from '../../registry'

interface LibraryImage {
  id: number
  image: string
  title_sl: string
  alt_sl?: string | null
  alt_en?: string | null
}

/** The path of a media URL, whether the API answered it absolute or not. */
const mediaPath = (url: string) => (url.startsWith('/') ? url : new URL(url).pathname)

const LibraryPicker = ({ chosen, onChoose }: { chosen: LibraryImage | null; onChoose: (image: LibraryImage) => void }) => {
  const translate = useTranslate()
  const { data } = useGetList<LibraryImage>(raNameOf('images'), { pagination: { page: 1, perPage: 48 }, sort: { field: 'id', order: 'DESC' } })
  if (data && data.length === 0) return <Typography>{translate('app.rich_text.image_none')}</Typography>
  return (
    <Box role="group" aria-label={translate('app.rich_text.image_choose')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {(data ?? []).map((image) => (
        <ToggleButton key={image.id} value={image.id} selected={chosen?.id === image.id} onClick={() => onChoose(image)} sx={{ p: 0.5 }}>
          <Box component="img" src={image.image} alt={image.title_sl} sx={{ width: 96, height: 72, objectFit: 'cover' }} />
        </ToggleButton>
      ))}
    </Box>
  )
}

export const MediaImageButton = () => {
  const editor = useTiptapEditor()
  const translate = useTranslate()
  const locale = useLocale()
  const notify = useNotify()
  const dataProvider = useDataProvider()
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState<LibraryImage | null>(null)
  const [alt, setAlt] = useState('')
  const [busy, setBusy] = useState(false)
  const label = translate('ra.tiptap.image')

  const choose = (image: LibraryImage) => {
    setChosen(image)
    setAlt((locale === 'en' ? image.alt_en : image.alt_sl) || image.alt_sl || '')
  }
  const upload = async (file: File | undefined) => {
    if (!file) return
    setBusy(true)
    try {
      const title = file.name.replace(/\.[^.]+$/, '').slice(0, 200) || 'Slika'
      const { data } = await dataProvider.create<LibraryImage>(raNameOf('images'), {
        data: { title_sl: title, image: { rawFile: file, src: '', title: file.name }, alt_sl: alt || null },
      })
      choose({ ...data, alt_sl: alt || data.alt_sl })
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify(message, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  const insert = () => {
    if (!chosen) return
    editor
      .chain()
      .focus()
      .setImage({ src: mediaPath(chosen.image), alt: alt.trim() })
      .run()
    setOpen(false)
    setChosen(null)
    setAlt('')
  }

  return (
    <>
      <ToggleButton value="image" size="small" aria-label={label} title={label} disabled={!editor?.isEditable} onClick={() => setOpen(true)}>
        <ImageIcon fontSize="inherit" />
      </ToggleButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="rich-text-image-title" maxWidth="md" fullWidth>
        <DialogTitle id="rich-text-image-title">{translate('app.rich_text.image_title')}</DialogTitle>
        <DialogContent>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {translate('app.rich_text.image_choose')}
          </Typography>
          <LibraryPicker chosen={chosen} onChoose={choose} />
          <Button component="label" variant="outlined" disabled={busy} sx={{ mt: 2 }}>
            {translate('app.rich_text.image_upload')}
            <input hidden type="file" accept="image/*" onChange={(event) => upload(event.target.files?.[0])} />
          </Button>
          <TextField
            label={translate('app.rich_text.image_alt')}
            value={alt}
            onChange={(event) => setAlt(event.target.value.slice(0, 200))}
            fullWidth
            margin="normal"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button onClick={insert} disabled={!chosen || busy} variant="contained">
            {translate('app.rich_text.image_insert')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
