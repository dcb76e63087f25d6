/**
 * One's own new password (PATCH accounts/users/{id}/ {password, current_password}): the current
 * password is asked (a session left open cannot lock the owner out); the server ends every other
 * sign-in of the account, this one stays. Its 400s are shown under their fields.
 */
import { useState } from 'react'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Form, PasswordInput, required, useNotify, useTranslate } from 'react-admin'
import { apiUrl, httpClient } from '../../app/providers'
import type { Account } from '../../auth/session'
import { toValidationError } from '../../data/drf-errors'
import { failureMessage } from '../../data/failure-message'

const MIN_PASSWORD = 8

type Values = { current_password?: string; password?: string; repeat_password?: string }

/** `onChanged`: after a stored change (the first-password screen goes on to the back office). */
export const PasswordChange = ({ account, onChanged }: { account: Account; onChanged?: () => void | Promise<void> }) => {
  const translate = useTranslate()
  const notify = useNotify()
  // a new form after each change: the passwords typed do not stay on the screen
  const [round, setRound] = useState(0)
  const validate = (values: Values) => {
    const errors: Record<string, string> = {}
    if (values.password && values.password.length < MIN_PASSWORD) errors.password = 'app.account.password_help'
    if (values.password && values.repeat_password !== values.password) errors.repeat_password = 'app.account.passwords_differ'
    return errors
  }
  const submit = async (values: Record<string, unknown>) => {
    const { current_password, password } = values as Values
    try {
      await httpClient(`${apiUrl}/accounts/users/${account.id}/`, {
        method: 'PATCH',
        body: JSON.stringify({ current_password, password }),
        headers: { 'Content-Type': 'application/json' },
      })
    } catch (error) {
      const validation = toValidationError(error) as { body?: { errors?: Record<string, unknown> } }
      if (validation.body?.errors) return validation.body.errors
      const message = failureMessage(error)
      if (message) notify(message, { type: 'error' })
      return undefined
    }
    notify('app.account.password_changed', { type: 'success' })
    setRound((n) => n + 1)
    await onChanged?.()
    return undefined
  }
  return (
    <Form onSubmit={submit} validate={validate} key={`${account.id}-${round}`}>
      <Typography component="h2" variant="h6" id="password-title" gutterBottom>
        {translate('app.account.password_title')}
      </Typography>
      <PasswordInput source="current_password" label="app.account.current_password" autoComplete="current-password" validate={required()} fullWidth />
      <PasswordInput
        source="password"
        label="app.account.new_password"
        autoComplete="new-password"
        validate={required()}
        helperText="app.account.password_help"
        fullWidth
      />
      <PasswordInput source="repeat_password" label="app.account.repeat_password" autoComplete="new-password" validate={required()} fullWidth />
      <Button type="submit" variant="contained">
        {translate('app.account.change_password')}
      </Button>
    </Form>
  )
}
