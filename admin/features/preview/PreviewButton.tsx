/**
 * "Predogled" in the generic edit and create forms of a type with public pages: sends the form's
 * current values (saved or not) to the server as a short-lived preview and offers its page in each
 * language the record has one in, opening in a new tab; on a saved record also the links to share.
 * Inside the form (GenericForm), where the values are.
 */
import PreviewIcon from '@mui/icons-material/Preview'
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material'
import { useId, useState } from 'react'
import { useRecordContext, useResourceContext, useTranslate } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { declarationOf } from '../../registry'
import { createPreview, failureReason, type MadePreview, previewValues } from './preview-api'
import { ShareLinks } from './ShareLinks'

type State = { state: 'idle' | 'making' } | { state: 'ready'; preview: MadePreview } | { state: 'failed'; reason: string }

export function PreviewButton() {
  const declaration = declarationOf(useResourceContext()!)
  const record = useRecordContext()
  const { getValues } = useFormContext()
  const translate = useTranslate()
  const titleId = useId()
  const [open, setOpen] = useState(false)
  const [state, setState] = useState<State>({ state: 'idle' })
  if (!declaration.site) return null
  const id = typeof record?.id === 'number' ? record.id : null

  const show = async () => {
    setOpen(true)
    setState({ state: 'making' })
    try {
      const preview = await createPreview(declaration.name, id, previewValues(declaration, getValues()))
      setState({ state: 'ready', preview })
    } catch (error) {
      setState({ state: 'failed', reason: failureReason(error) })
    }
  }

  return (
    <Box sx={{ mb: 1 }}>
      <Button variant="outlined" startIcon={<PreviewIcon />} onClick={show}>
        {translate('app.preview.button')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{translate('app.preview.title')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2">{translate('app.preview.intro')}</Typography>
          {state.state === 'making' && (
            <Typography role="status" sx={{ mt: 2 }}>
              {translate('app.preview.making')}
            </Typography>
          )}
          {state.state === 'failed' && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate('app.preview.failed', { reason: state.reason })}
            </Alert>
          )}
          {state.state === 'ready' && (
            <Stack spacing={1} sx={{ mt: 2 }}>
              {state.preview.languages.map((language) => (
                <Link key={language} href={state.preview.urls[language]} target="_blank" rel="noopener" data-language={language}>
                  {translate('app.preview.open', { language: translate(`app.languages.${language}`) })} {translate('app.opens_in_new_tab')}
                </Link>
              ))}
            </Stack>
          )}
          {id === null ? (
            <Typography variant="body2" sx={{ mt: 3 }}>
              {translate('app.preview.share.save_first')}
            </Typography>
          ) : (
            <ShareLinks resource={declaration.name} id={id} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('app.preview.close')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  )
}
