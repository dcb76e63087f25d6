/** /admin/work/{id}: one employee's work: position, department, display order, active. */
import Card from '@mui/material/Card'
import { EditBase, FunctionField, SimpleForm, Title, useTranslate } from 'react-admin'
import { useParams } from 'react-router-dom'
import { employees } from '../../../shared/resources/employees'
import { DraftKeeper } from '../../generic/DraftKeeper'
import { FieldInput } from '../../generic/FieldInput'

const WORK_FIELDS = ['position', 'department', 'display_order', 'is_active'] as const

const WorkEditPage = () => {
  const { id } = useParams()
  const translate = useTranslate()
  return (
    <EditBase resource="employees" id={id} mutationMode="pessimistic" redirect={() => 'work'}>
      <Title title={translate('app.work.edit')} />
      <Card sx={{ mt: 2, maxWidth: 720 }}>
        <FunctionField
          source="last_name"
          component="p"
          variant="h6"
          sx={{ px: 2, pt: 2, display: 'block' }}
          render={(record) => `${record.first_name} ${record.last_name}`}
        />
        <SimpleForm warnWhenUnsavedChanges>
          <DraftKeeper />
          {WORK_FIELDS.map((name) => (
            <FieldInput key={name} name={name} field={employees.fields[name]} declaration={employees} />
          ))}
        </SimpleForm>
      </Card>
    </EditBase>
  )
}

export default WorkEditPage
