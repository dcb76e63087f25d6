/**
 * One account of the team (PUT/PATCH accounts/users/{id}/): names, e-mail, staff flag, role or
 * custom permissions; a password reset link (POST .../password_reset/), deactivate or reactivate
 * (its sign-ins end at once), delete (its content stays). The server's refusals are shown in its
 * own words: 403 for an account holding permissions one lacks, 409 for the last administrator.
 * One's own e-mail changes with the current password (a stolen session cannot redirect resets).
 */
import HowToReg from '@mui/icons-material/HowToReg'
import LockReset from '@mui/icons-material/LockReset'
import PersonOff from '@mui/icons-material/PersonOff'
import Box from '@mui/material/Box'
import {
  BooleanInput,
  Button,
  DeleteWithConfirmButton,
  Edit,
  PasswordInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  email,
  useNotify,
  useRecordContext,
  useUpdate,
} from 'react-admin'
import { apiUrl, httpClient } from '../../app/providers'
import { failureMessage } from '../../data/failure-message'
import { DraftKeeper } from '../../generic/DraftKeeper'
import { RoleInputs } from './RoleInputs'

const notifyFailure = (notify: ReturnType<typeof useNotify>, error: unknown) => {
  const message = failureMessage(error)
  if (message) notify(message, { type: 'error' })
}

const PasswordResetButton = () => {
  const record = useRecordContext()
  const notify = useNotify()
  if (!record) return null
  const send = async () => {
    try {
      await httpClient(`${apiUrl}/accounts/users/${record.id}/password_reset/`, { method: 'POST' })
      notify('app.users.password_reset_sent', { type: 'success' })
    } catch (error) {
      notifyFailure(notify, error)
    }
  }
  return (
    <Button label="app.users.password_reset" onClick={send} sx={{ ml: 2 }}>
      <LockReset />
    </Button>
  )
}

const ActiveToggleButton = () => {
  const record = useRecordContext()
  const notify = useNotify()
  const [update, { isPending }] = useUpdate()
  if (!record) return null
  const active = Boolean(record.is_active)
  const toggle = () =>
    update(
      'users',
      { id: record.id, data: { is_active: !active }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(active ? 'app.team.deactivated' : 'app.team.reactivated', { type: 'success' }),
        onError: (error) => notifyFailure(notify, error),
      },
    )
  return (
    <Button label={active ? 'app.team.deactivate' : 'app.team.reactivate'} onClick={toggle} disabled={isPending} sx={{ ml: 2 }}>
      {active ? <PersonOff /> : <HowToReg />}
    </Button>
  )
}

const TeamToolbar = () => (
  <Toolbar>
    <SaveButton />
    <PasswordResetButton />
    <ActiveToggleButton />
    <Box sx={{ flex: 1 }} />
    <DeleteWithConfirmButton mutationMode="pessimistic" confirmTitle="app.team.delete_title" confirmContent="app.team.delete_content" />
  </Toolbar>
)

export const TeamEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<TeamToolbar />} sx={{ maxWidth: 720 }} warnWhenUnsavedChanges>
      <DraftKeeper />
      <TextInput source="username" />
      <TextInput source="email" type="email" validate={email()} />
      {/* The server asks for it when one changes the e-mail of one's own account. */}
      <PasswordInput source="current_password" autoComplete="current-password" helperText="app.users.current_password_help" />
      <TextInput source="first_name" />
      <TextInput source="last_name" />
      <BooleanInput source="is_staff" />
      <RoleInputs />
    </SimpleForm>
  </Edit>
)
