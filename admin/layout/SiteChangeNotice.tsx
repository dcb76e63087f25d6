/**
 * "Is my change live?": after a save that changed the public site, above every screen until
 * closed: the progress of the build that carries it, then what is true of the record on the site:
 * "Objavljeno ob 10:03:12" with a link to its public page, "Načrtovano za ..." until it goes live
 * (then "Objavljeno ob" and the link), that a draft or withdrawn record is not shown, or why the
 * site could not be published (site-change-view.ts).
 */
import Alert, { type AlertColor } from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import { useLocaleState, useTranslate } from 'react-admin'
import { formatDisplayDateTime } from '../app/display-dates'
import { useSiteBuild } from './site-build-store'
import { dismissSiteChange, useSiteChange } from './site-change-store'
import { siteChangeView, type SiteChange } from './site-change-view'

const SEVERITY: Record<ReturnType<typeof siteChangeView>['phase'], AlertColor> = {
  publishing: 'info',
  live: 'success',
  hidden: 'info',
  scheduled: 'info',
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
  const at = view.at ? formatDisplayDateTime(view.at) : ''
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
        {view.phase === 'publishing' && translate('app.site_change.publishing', { percent: view.percent })}
        {view.phase === 'live' && translate('app.site_change.live', { time })}
        {view.phase === 'scheduled' && translate('app.site_change.scheduled', { at })}
        {view.phase === 'hidden' && translate(view.at ? 'app.site_change.withdrawn' : 'app.site_change.draft', { at, time })}
        {view.phase === 'failed' && translate('app.site_change.failed', { reason: view.reason || translate('app.site_change.no_reason') })}
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
