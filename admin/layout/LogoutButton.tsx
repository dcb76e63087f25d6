/**
 * The top bar's logout button, labelled Izpis (spec section 1); icon-only on phones, same name.
 * After logout the user goes to the public site's '/' (spec section 2), and the drafts kept in
 * this browser are forgotten (USER_LOGOUT, auth-provider.ts). A failing logout call changes
 * neither: the local session is cleared anyway (spec section 4).
 */
import LogoutIcon from '@mui/icons-material/Logout'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import type { Theme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useLogout, useTranslate } from 'react-admin'
import { publicSiteAddress } from '../app/providers'
import { USER_LOGOUT } from '../auth/auth-provider'

export const LogoutButton = () => {
  const logout = useLogout()
  const translate = useTranslate()
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const label = translate('app.logout')
  const leave = () => logout(USER_LOGOUT, publicSiteAddress())
  return small ? (
    <IconButton color="inherit" aria-label={label} title={label} onClick={leave}>
      <LogoutIcon />
    </IconButton>
  ) : (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={leave} sx={{ whiteSpace: 'nowrap' }}>
      {label}
    </Button>
  )
}
