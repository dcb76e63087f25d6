/** The dashboard's publishing card: the same shared state as the top bar (no second poller), and the panel. */
import { useState } from 'react'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'
import { formatDisplayDateTime } from '../app/display-dates'
import { SiteBuildDialog } from './SiteBuildDialog'
import { useSiteBuild } from './site-build-store'
import { lastPublishedAt, siteBuildView } from './site-build-view'

export const SiteBuildSummary = () => {
  const translate = useTranslate()
  const build = useSiteBuild()
  const view = siteBuildView(build)
  const [open, setOpen] = useState(false)
  const progress = translate('app.site_build.progress', { percent: view.percent })
  return (
    <>
      <Typography>{translate(view.labelKey)}</Typography>
      {view.active && <LinearProgress variant="determinate" value={view.percent} aria-label={progress} sx={{ my: 1 }} />}
      {lastPublishedAt(build) && (
        <Typography variant="body2">{translate('app.site_build.live_at', { date: formatDisplayDateTime(lastPublishedAt(build)) })}</Typography>
      )}
      <Button size="small" onClick={() => setOpen(true)} aria-haspopup="dialog" sx={{ mt: 1 }}>
        {translate('app.site_build.details')}
      </Button>
      <SiteBuildDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}
