/**
 * /admin/account: the signed-in staff member's own account. Who they are and their role, a new
 * password (PasswordChange), and their signed-in devices (SignedInDevices).
 */
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useLocale, useTranslate } from 'react-admin'
import { getAccount } from '../../auth/session'
import { roleName } from '../team/role-choices'
import { PasswordChange } from './PasswordChange'
import { SignedInDevices } from './SignedInDevices'

const AccountPage = () => {
  const translate = useTranslate()
  const locale = useLocale()
  const account = getAccount()
  if (!account) return null
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 960 }}>
      <Typography component="p">
        {translate('app.account.signed_in_as', { username: account.username, role: roleName(account.role, locale) || '-' })}
      </Typography>
      <Card component="section">
        <CardContent sx={{ maxWidth: 480 }}>
          <PasswordChange account={account} />
        </CardContent>
      </Card>
      <Card component="section">
        <CardContent>
          <SignedInDevices />
        </CardContent>
      </Card>
    </Stack>
  )
}

export default AccountPage
