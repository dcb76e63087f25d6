/** Top bar: the route's page title, the site publishing chip, the language switch, one's own account, settings and Izpis. */
import AccountCircle from '@mui/icons-material/AccountCircle'
import SettingsIcon from '@mui/icons-material/Settings'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router-dom'
import { AppBar as RaAppBar, LoadingIndicator, useTranslate } from 'react-admin'
import { LanguageSwitch } from './LanguageSwitch'
import { LogoutButton } from './LogoutButton'
import { SiteBuildStatus } from './SiteBuildStatus'
import { useRouteTitle } from './useRouteTitle'

const RouteTitle = () => (
  <Typography component="h1" variant="h6" noWrap sx={{ flex: 1, minWidth: 0, fontSize: { xs: 16, sm: 20 } }}>
    {useRouteTitle()}
  </Typography>
)

const SettingsButton = () => {
  const label = useTranslate()('app.settings.title')
  return (
    <IconButton component={Link} to="/settings" color="inherit" aria-label={label} title={label}>
      <SettingsIcon />
    </IconButton>
  )
}

/** /account: one's password and signed-in devices. */
const AccountButton = () => {
  const label = useTranslate()('app.account.title')
  return (
    <IconButton component={Link} to="/account" color="inherit" aria-label={label} title={label}>
      <AccountCircle />
    </IconButton>
  )
}

const Toolbar = () => {
  const translate = useTranslate()
  return (
    <>
      <SiteBuildStatus />
      <LanguageSwitch />
      <AccountButton />
      <SettingsButton />
      {/* its spinner is a progressbar: it needs a name (WCAG 4.1.2) */}
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
      <LogoutButton />
    </>
  )
}

export const AppBar = () => (
  <RaAppBar userMenu={false} toolbar={<Toolbar />} color="primary">
    <RouteTitle />
  </RaAppBar>
)
