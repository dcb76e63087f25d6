/**
 * Shown instead of the back office to an account signed in with an initial password someone else
 * gave it (the team screen's "shown once", the command line): until it chooses its own, the server
 * answers every other call with 403 password_change_required (server/auth/initial-password.ts).
 * The form is the account page's (PasswordChange: the initial password, the new one twice); after
 * the change the account is read again and the back office opens. Signing out is the other way on.
 */
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useEffect } from 'react'
import { useLogout, useTranslate } from 'react-admin'
import { apiUrl, httpClient, publicSiteAddress } from '../app/providers'
import { LanguageSwitch } from '../layout/LanguageSwitch'
import { PasswordChange } from '../features/account/PasswordChange'
import { USER_LOGOUT } from './auth-provider'
import { type Account, saveAccount } from './session'

export const mustChangePassword = (account: Account | null): boolean => Boolean(account?.must_change_password)

export const FirstPasswordScreen = ({ account, onChanged }: { account: Account; onChanged: () => void }) => {
  const translate = useTranslate()
  const logout = useLogout()
  const title = translate('app.first_password.title')
  useEffect(() => {
    document.title = `${title} · ${translate('app.title')}`
  }, [title, translate])
  const changed = async () => {
    // the server's word, not ours: the flag is gone once the password is the owner's
    saveAccount((await httpClient(`${apiUrl}/accounts/account-info/`)).json as Account)
    onChanged()
  }
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'flex-start', justifyContent: 'center', bgcolor: 'grey.100', pt: 8, px: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent>
          <Typography component="h1" variant="h6" gutterBottom>
            {title}
          </Typography>
          <Typography sx={{ mb: 2 }}>{translate('app.first_password.intro', { username: account.username })}</Typography>
          <PasswordChange account={account} onChanged={changed} />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2 }}>
            <Button onClick={() => logout(USER_LOGOUT, publicSiteAddress())}>{translate('app.logout')}</Button>
            <LanguageSwitch />
          </Box>
        </CardContent>
      </Card>
    </Box>
  )
}
