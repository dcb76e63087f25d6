/**
 * User accounts (accounts/users/, no declaration: the server owns them). The list: search, CSV
 * export of every row, and bulk activate / deactivate of the selected accounts (PATCH is_active
 * each; there is no bulk delete because the API deletes no accounts: deactivating keeps their
 * history). The edit: names, e-mail, staff and active flags, what was typed kept over a re-login,
 * "send a password reset link" (POST accounts/users/{id}/password_reset/), and the current password
 * the server asks for when one changes the e-mail address of one's own account.
 */
import LockReset from '@mui/icons-material/LockReset'
import PersonOff from '@mui/icons-material/PersonOff'
import HowToReg from '@mui/icons-material/HowToReg'
import {
  BooleanField,
  BooleanInput,
  BulkUpdateButton,
  Button,
  Datagrid,
  Edit,
  FunctionField,
  List,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  SaveButton,
  PasswordInput,
  useNotify,
  useRecordContext,
  email,
} from 'react-admin'
import { formatDisplayDateTime } from '../app/display-dates'
import { apiUrl, httpClient } from '../app/providers'
import { failureMessage } from '../data/failure-message'
import { DraftKeeper } from '../generic/DraftKeeper'
import { ExportAllButton } from '../generic/ExportAllButton'

const UserBulkActions = () => (
  <>
    <BulkUpdateButton label="app.users.activate" data={{ is_active: true }} mutationMode="pessimistic" icon={<HowToReg />} />
    <BulkUpdateButton label="app.users.deactivate" data={{ is_active: false }} mutationMode="pessimistic" icon={<PersonOff />} />
  </>
)

export const UserList = () => (
  <List
    filters={[<SearchInput key="search" source="search" alwaysOn />]}
    sort={{ field: 'username', order: 'ASC' }}
    actions={<TopToolbar><ExportAllButton /></TopToolbar>}
  >
    <Datagrid rowClick="edit" bulkActionButtons={<UserBulkActions />}>
      <TextField source="username" />
      <TextField source="email" />
      <TextField source="first_name" />
      <TextField source="last_name" />
      <BooleanField source="is_staff" sortable={false} />
      <BooleanField source="is_active" sortable={false} />
      <FunctionField source="last_login" render={(record) => formatDisplayDateTime(record?.last_login)} />
    </Datagrid>
  </List>
)

const PasswordResetButton = () => {
  const record = useRecordContext()
  const notify = useNotify()
  if (!record) return null
  const send = async () => {
    try {
      await httpClient(`${apiUrl}/accounts/users/${record.id}/password_reset/`, { method: 'POST' })
      notify('app.users.password_reset_sent', { type: 'success' })
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify(message, { type: 'error' })
    }
  }
  return (
    <Button label="app.users.password_reset" onClick={send} sx={{ ml: 2 }}>
      <LockReset />
    </Button>
  )
}

const UserToolbar = () => (
  <Toolbar>
    <SaveButton />
    <PasswordResetButton />
  </Toolbar>
)

export const UserEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<UserToolbar />} sx={{ maxWidth: 720 }} warnWhenUnsavedChanges>
      <DraftKeeper />
      <TextInput source="username" />
      <TextInput source="email" type="email" validate={email()} />
      {/* The server asks for it when one changes the e-mail of one's own account (a stolen session cannot redirect resets). */}
      <PasswordInput source="current_password" autoComplete="current-password" helperText="app.users.current_password_help" />
      <TextInput source="first_name" />
      <TextInput source="last_name" />
      <BooleanInput source="is_staff" />
      <BooleanInput source="is_active" />
    </SimpleForm>
  </Edit>
)
