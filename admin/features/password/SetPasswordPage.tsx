/**
 * /admin/password-reset#token=... : the page of the mailed links for staff (an invitation, or a
 * password reset; server/auth/password-reset-routes.ts passwordPage). The key comes in the
 * fragment, which no server or log sees; it is taken into memory and removed from the address bar.
 * POST accounts/password-reset/confirm/ {token, new_password}; then the user signs in.
 */
import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Form, Link, PasswordInput, required, useTranslate } from 'react-admin'
import { API_BASE_PATH as apiUrl } from '../../../shared/constants'
import { toValidationError } from '../../data/drf-errors'
import { PublicCard } from './PublicCard'
import { jsonBody, publicHttp } from './public-http'

const MIN_PASSWORD = 8

/**
 * The key of the link: read from the fragment, which is then dropped from the address (and
 * history). Kept for the page's life, not the component's: the page may mount again (the auth
 * check settling, a slow machine) after the first mount has already emptied the address.
 */
let linkToken = ''
function takeToken(): string {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token')
  if (token) {
    linkToken = token
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`)
  }
  return linkToken
}

type Values = { new_password?: string; repeat_password?: string }

export const SetPasswordPage = () => {
  const translate = useTranslate()
  const [token] = useState(takeToken)
  const [done, setDone] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const validate = (values: Values) => {
    const errors: Record<string, string> = {}
    if (values.new_password && values.new_password.length < MIN_PASSWORD) errors.new_password = 'app.account.password_help'
    if (values.new_password && values.repeat_password !== values.new_password) errors.repeat_password = 'app.account.passwords_differ'
    return errors
  }
  const submit = async (values: Record<string, unknown>) => {
    setProblem(null)
    try {
      await publicHttp(`${apiUrl}/accounts/password-reset/confirm/`, jsonBody({ token, new_password: values.new_password }))
      setDone(true)
    } catch (error) {
      const validation = toValidationError(error) as { body?: { errors?: Record<string, unknown> }; message?: string }
      const errors = validation.body?.errors ?? {}
      // the key is no field of this form: its refusal (used, expired) is said above the button
      if (typeof errors.token === 'string') setProblem(errors.token)
      else if (errors.new_password) return { new_password: errors.new_password }
      else setProblem(validation.message || translate('app.errors.server'))
    }
    return undefined
  }
  const title = translate('app.password_reset.set_title')
  if (!token) {
    return (
      <PublicCard title={title}>
        <Alert severity="warning">{translate('app.password_reset.missing_token')}</Alert>
      </PublicCard>
    )
  }
  return (
    <PublicCard title={title}>
      {done ? (
        <Alert severity="success" role="status">
          {translate('app.password_reset.done')} <Link to="/login">{translate('ra.auth.sign_in')}</Link>
        </Alert>
      ) : (
        <>
          <Typography component="p" variant="body2" sx={{ mb: 2 }}>
            {translate('app.password_reset.set_intro')}
          </Typography>
          <Form onSubmit={submit} validate={validate}>
            <PasswordInput
              source="new_password"
              label="app.account.new_password"
              autoComplete="new-password"
              validate={required()}
              helperText="app.account.password_help"
              fullWidth
            />
            <PasswordInput source="repeat_password" label="app.account.repeat_password" autoComplete="new-password" validate={required()} fullWidth />
            {problem && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {problem}
              </Alert>
            )}
            <Button type="submit" variant="contained" fullWidth>
              {translate('app.password_reset.save')}
            </Button>
          </Form>
        </>
      )}
    </PublicCard>
  )
}

export default SetPasswordPage
