/**
 * /admin/login: react-admin's login form (labels "Uporabniško ime", "Geslo", button "Prijava"),
 * inside a main landmark with a heading, "Pozabljeno geslo?" (/forgot-password) and the language switch. After login staff go to the
 * page first wanted, with its query string (react-admin's nextPathname + nextSearch), or to
 * `?redirect=` when that is a safe local path (guards.ts safeRedirect). A staff member already
 * logged in is sent on at once (already-logged-in guard); a logged-in user who is not staff goes
 * to the public site's '/', still signed in there.
 */
import { useEffect } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Link, Login, LoginForm, useTranslate } from 'react-admin'
import { Navigate, useLocation } from 'react-router-dom'
import { browserGuardContext, loginTarget, runGuards } from './app/guards'
import { leavePage } from './app/leave-page'
import { publicSiteAddress } from './app/providers'
import { LanguageSwitch } from './layout/LanguageSwitch'

export const LoginPage = () => {
  const translate = useTranslate()
  const location = useLocation()
  const title = translate('app.login.title')
  const guard = browserGuardContext()
  const nonStaff = guard.loggedIn && guard.isStaff === false
  useEffect(() => {
    document.title = `${title} · ${translate('app.title')}`
  }, [title, translate])
  useEffect(() => {
    if (nonStaff) leavePage(publicSiteAddress())
  }, [nonStaff])
  const target = loginTarget(location.search, location.state)
  // ?expired=1: the server refused the session (401); the user signs in again here (drafts.ts)
  const expired = new URLSearchParams(location.search).has('expired')
  if (nonStaff) return null
  if (runGuards(['already-logged-in'], guard).kind === 'redirect' && guard.isStaff) {
    return <Navigate to={target ?? '/'} replace />
  }
  return (
    <Box component="main">
      <Login>
        <Typography component="h1" variant="h6" align="center" sx={{ mt: 1, px: 2 }}>
          {title}
        </Typography>
        {expired && (
          <Alert severity="warning" role="status" sx={{ mx: 2, mt: 1 }}>
            {translate('app.login.expired')}
          </Alert>
        )}
        <LoginForm redirectTo={target} />
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Link to="/forgot-password">{translate('app.password_reset.forgot')}</Link>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'center', pb: 1 }}>
          <LanguageSwitch />
        </Box>
      </Login>
    </Box>
  )
}
