/**
 * /admin/forgot-password ("Pozabljeno geslo?" on the login page): POST accounts/password-reset/
 * {email}. The answer is the same whether or not the address has an account (the server's words,
 * shown as they are); without SMTP_URL the server's 409 says that no mail can be sent.
 */
import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Form, TextInput, email, required, useTranslate } from 'react-admin'
import { API_BASE_PATH as apiUrl } from '../../../shared/constants'
import { toValidationError } from '../../data/drf-errors'
import { PublicCard } from './PublicCard'
import { jsonBody, publicHttp } from './public-http'

export const ForgotPasswordPage = () => {
  const translate = useTranslate()
  const [answer, setAnswer] = useState<{ severity: 'success' | 'error'; text: string } | null>(null)
  const submit = async (values: Record<string, unknown>) => {
    try {
      const { json } = await publicHttp(`${apiUrl}/accounts/password-reset/`, jsonBody({ email: values.email }))
      setAnswer({ severity: 'success', text: String(json?.detail ?? '') })
    } catch (error) {
      const validation = toValidationError(error) as { body?: { errors?: Record<string, unknown> }; message?: string }
      if (validation.body?.errors) return validation.body.errors
      setAnswer({ severity: 'error', text: validation.message || translate('app.errors.server') })
    }
    return undefined
  }
  return (
    <PublicCard title={translate('app.password_reset.request_title')}>
      <Typography component="p" variant="body2" sx={{ mb: 2 }}>
        {translate('app.password_reset.request_intro')}
      </Typography>
      <Form onSubmit={submit}>
        <TextInput source="email" type="email" label="app.password_reset.email" autoComplete="email" validate={[required(), email()]} fullWidth />
        <Button type="submit" variant="contained" fullWidth>
          {translate('app.password_reset.send')}
        </Button>
      </Form>
      {answer && (
        <Alert severity={answer.severity} role="status" sx={{ mt: 2 }}>
          {answer.text}
        </Alert>
      )}
    </PublicCard>
  )
}

export default ForgotPasswordPage
