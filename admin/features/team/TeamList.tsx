/**
 * The staff team (accounts/users/, for the `users` scope): every account with its role in the UI
 * language, search and the staff / active filters, CSV export of every row, a new account, and on
 * the selected rows activate, deactivate (their sign-ins end) and delete (pessimistic: the server
 * keeps the last active administrator, 409, and its words are shown).
 */
import PersonOff from '@mui/icons-material/PersonOff'
import HowToReg from '@mui/icons-material/HowToReg'
import {
  BooleanField,
  BulkDeleteWithConfirmButton,
  BulkUpdateButton,
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useLocale,
  useTranslate,
} from 'react-admin'
import { formatDisplayDateTime } from '../../app/display-dates'
import { ExportAllButton } from '../../generic/ExportAllButton'
import { roleName } from './role-choices'

const TeamBulkActions = () => (
  <>
    <BulkUpdateButton label="app.users.activate" data={{ is_active: true }} mutationMode="pessimistic" icon={<HowToReg />} />
    <BulkUpdateButton label="app.users.deactivate" data={{ is_active: false }} mutationMode="pessimistic" icon={<PersonOff />} />
    <BulkDeleteWithConfirmButton mutationMode="pessimistic" />
  </>
)

const useFilters = () => {
  const translate = useTranslate()
  const yesNo = [
    { id: 'true', name: translate('app.filter.yes') },
    { id: 'false', name: translate('app.filter.no') },
  ]
  return [
    <SearchInput key="search" source="search" alwaysOn />,
    <SelectInput key="is_staff" source="is_staff" label="app.team.filter_staff" choices={yesNo} alwaysOn />,
    <SelectInput key="is_active" source="is_active" label="app.team.filter_active" choices={yesNo} alwaysOn />,
  ]
}

export const TeamList = () => {
  const locale = useLocale()
  return (
    <List
      filters={useFilters()}
      sort={{ field: 'username', order: 'ASC' }}
      actions={
        <TopToolbar>
          <CreateButton />
          <ExportAllButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={<TeamBulkActions />}>
        <TextField source="username" />
        <TextField source="email" />
        <TextField source="first_name" />
        <TextField source="last_name" />
        <FunctionField source="role" label="app.team.role" sortable={false} render={(record) => roleName(record?.role, locale)} />
        <BooleanField source="is_staff" sortable={false} />
        <BooleanField source="is_active" sortable={false} />
        <FunctionField source="last_login" render={(record) => formatDisplayDateTime(record?.last_login)} />
      </Datagrid>
    </List>
  )
}
