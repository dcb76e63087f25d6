/**
 * "Is my change live?": after a save that changed the public site, above every screen until
 * closed: the progress of the build that carries it, then what the live site serves of the record
 * ("Objavljeno ob 10:03:12" with a link to its public page only when the site shows it; a draft,
 * a scheduled item until a build after its time is live, a withdrawn or deleted one say so), or
 * why the site could not be updated (site-change-view.ts).
 */
import Alert, { type AlertColor } from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import { useLocaleState, useTranslate } from 'react-admin'
import { formatDisplayWallTime } from '../../shared/dates'
import { useSiteBuild } from './site-build-store'
import { dismissSiteChange, useSiteChange } from './site-change-store'
import { type SiteChange, type SiteChangePhase, siteChangeView } from './site-change-view'

const SEVERITY: Record<SiteChangePhase, AlertColor> = {
  publishing: 'info',
  live: 'success',
  scheduled: 'info',
  draft: 'info',
  withdrawn: 'info',
  removed: 'success',
  updated: 'success',
  failed: 'error',
}

export const SiteChangeNotice = () => {
  const change = useSiteChange()
  // the publishing state is polled only while a change is followed
  return change ? <FollowedChange change={change} /> : null
}

const FollowedChange = ({ change }: { change: SiteChange }) => {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const view = siteChangeView(change, useSiteBuild())
  const time = view.liveAt ? new Date(view.liveAt).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }) : ''
  return (
    <Alert
      severity={SEVERITY[view.phase]}
      // MUI's default role=alert would interrupt a screen reader at every progress step: the text inside is a polite status
      role="none"
      onClose={dismissSiteChange}
      slotProps={{ closeButton: { title: translate('app.site_change.close'), 'aria-label': translate('app.site_change.close') } }}
      sx={{ my: 1 }}
      data-testid="site-change"
    >
      <span role="status">
        {view.phase === 'failed'
          ? translate('app.site_change.failed', { reason: view.reason || translate('app.site_change.no_reason') })
          : translate(`app.site_change.${view.phase}`, { percent: view.percent, time, date: formatDisplayWallTime(view.at) })}
      </span>
      {view.phase === 'live' && change.page && (
        <>
          {' '}
          <Link href={`${window.location.origin}${change.page}`} target="_blank" rel="noopener">
            {translate('app.site_change.open_page')}
          </Link>
        </>
      )}
      {view.phase === 'publishing' && (
        <LinearProgress
          variant={view.percent > 0 ? 'determinate' : 'indeterminate'}
          value={view.percent}
          aria-label={translate('app.site_change.progress')}
          sx={{ mt: 1 }}
        />
      )}
    </Alert>
  )
}
