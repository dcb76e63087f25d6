/** The publishing panel's details: state, progress, last publication, a failed build's log, "rebuild now". */
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useNotify, useTranslate } from 'react-admin'
import { formatDisplayDateTime } from '../app/display-dates'
import { rebuildSiteNow, useSiteBuild } from './site-build-store'
import { lastPublishedAt, siteBuildView } from './site-build-view'

export const SiteBuildDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const build = useSiteBuild()
  const view = siteBuildView(build)
  const progress = translate('app.site_build.progress', { percent: view.percent })

  const rebuild = async () => {
    try {
      await rebuildSiteNow()
      notify('app.site_build.queued_notice', { type: 'info' })
    } catch {
      // reported centrally (data/http-errors.ts): one notification per failure
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="site-build-title" fullWidth maxWidth="sm">
      <DialogTitle id="site-build-title">{translate('app.site_build.title')}</DialogTitle>
      <DialogContent>
        <Typography data-testid="site-build-state" role="status">
          {translate(view.labelKey)}
        </Typography>
        {view.active && (
          <Box sx={{ my: 1 }}>
            <LinearProgress variant="determinate" value={view.percent} aria-label={progress} />
            <Typography variant="body2">{progress}</Typography>
          </Box>
        )}
        {build?.message && <Typography variant="body2">{build.message}</Typography>}
        {lastPublishedAt(build) && (
          <Typography variant="body2">{translate('app.site_build.live_at', { date: formatDisplayDateTime(lastPublishedAt(build)) })}</Typography>
        )}
        {view.log && (
          <Box component="section" aria-labelledby="site-build-log" sx={{ mt: 1 }}>
            <Typography id="site-build-log" variant="subtitle2" component="h3">
              {translate('app.site_build.log')}
            </Typography>
            <Box component="pre" tabIndex={0} sx={{ whiteSpace: 'pre-wrap', fontSize: 12, maxHeight: 240, overflow: 'auto', bgcolor: 'grey.100', p: 1 }}>
              {view.log}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={rebuild} disabled={view.active}>
          {translate('app.site_build.rebuild')}
        </Button>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
