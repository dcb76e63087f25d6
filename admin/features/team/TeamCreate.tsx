/**
 * A new account in the team (POST accounts/users/): user name, e-mail, names, a role (or custom
 * permissions, only those one holds), and how the person gets a password: an invitation mailed
 * with a set-password link (the server needs SMTP_URL; without it its 409 says so), or an initial
 * password shown once (InitialPasswordDialog).
 */
import { useState } from 'react'
import { Create, RadioButtonGroupInput, SimpleForm, TextInput, email, required, useNotify, useRedirect } from 'react-admin'
import type { UserCreated } from '../../../shared/wire/account-requests'
import { DraftKeeper } from '../../generic/DraftKeeper'
import { InitialPasswordDialog, type InitialPassword } from './InitialPasswordDialog'
import { RoleInputs } from './RoleInputs'

const INVITES = [
  { id: 'email', name: 'app.team.invite_email' },
  { id: 'password', name: 'app.team.invite_password' },
]

export const TeamCreate = () => {
  const [shown, setShown] = useState<InitialPassword | null>(null)
  const notify = useNotify()
  const redirect = useRedirect()
  const onSuccess = (data: UserCreated) => {
    if (typeof data.initial_password === 'string') {
      setShown({ username: data.username, password: data.initial_password })
      return
    }
    if (data.invitation === 'failed') notify('app.team.invitation_failed', { type: 'warning' })
    else notify('app.team.invited', { type: 'success', messageArgs: { email: data.email } })
    redirect('list', 'users')
  }
  return (
    <>
      <Create mutationOptions={{ onSuccess }} redirect={false}>
        <SimpleForm defaultValues={{ role: 'editor', invite: 'email', scope: [] }} sx={{ maxWidth: 720 }} warnWhenUnsavedChanges>
          <DraftKeeper />
          <TextInput source="username" validate={required()} autoComplete="off" />
          <TextInput source="email" type="email" validate={email()} autoComplete="off" />
          <TextInput source="first_name" />
          <TextInput source="last_name" />
          <RoleInputs requireRole />
          <RadioButtonGroupInput source="invite" label="app.team.invite" choices={INVITES} row={false} />
        </SimpleForm>
      </Create>
      {shown && (
        <InitialPasswordDialog
          shown={shown}
          onDone={() => {
            setShown(null)
            redirect('list', 'users')
          }}
        />
      )}
    </>
  )
}
