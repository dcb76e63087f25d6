/** /admin/key/{id}: whether one event is "on key", and its place among the key events. */
import Card from '@mui/material/Card'
import { BooleanInput, EditBase, NumberInput, SimpleForm, TextField, Title, useTranslate } from 'react-admin'
import { useParams } from 'react-router-dom'
import { DraftKeeper } from '../../generic/DraftKeeper'

const KeyEditPage = () => {
  const { id } = useParams()
  const translate = useTranslate()
  return (
    <EditBase resource="events" id={id} mutationMode="pessimistic" redirect={() => 'key'}>
      <Title title={translate('app.key.edit')} />
      <Card sx={{ mt: 2, maxWidth: 720 }}>
        <TextField source="title" component="p" variant="h6" sx={{ px: 2, pt: 2 }} />
        <SimpleForm warnWhenUnsavedChanges>
          <DraftKeeper />
          <BooleanInput source="on_key" />
          <NumberInput source="on_key_order" min={0} max={9999} step={1} />
        </SimpleForm>
      </Card>
    </EditBase>
  )
}

export default KeyEditPage
