/**
 * Inside a form with file or image fields: while its save sends the files (multipart through XHR,
 * app/providers.ts), a progress bar with the percentage sent, named for screen readers.
 */
import { useSyncExternalStore } from 'react'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useResourceContext, useTranslate } from 'react-admin'
import { subscribeUploads, uploadProgressOf } from '../data/upload-state'

export const UploadProgress = ({ resource: given }: { resource?: string }) => {
  const fromContext = useResourceContext()
  const resource = given ?? fromContext ?? ''
  const translate = useTranslate()
  const fraction = useSyncExternalStore(subscribeUploads, () => uploadProgressOf(resource))
  if (fraction === null) return null
  const percent = Math.round(fraction * 100)
  const label = translate('app.upload.progress', { percent })
  return (
    <Box sx={{ width: '100%', my: 1 }} data-testid="upload-progress">
      <LinearProgress variant="determinate" value={percent} aria-label={label} />
      <Typography variant="body2" role="status">
        {label}
      </Typography>
    </Box>
  )
}
