/**
 * Reading one message (visitors' messages are not edited): every field, the form it came from
 * (inquiry or the contact page), the language by its name, the time it came in as
 * dd.mm.yyyy HH:mm, and a delete button (asks first).
 */
import { DeleteButton, EmailField, FunctionField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin'
import { formatDisplayDateTime } from '../../app/display-dates'
import { inquiries } from '../../../shared/resources/inquiries'
import { FieldColumn } from '../../generic/FieldColumn'
import { languageChoices } from '../../generic/FieldInput'

const Actions = () => (
  <TopToolbar>
    <DeleteButton mutationMode="pessimistic" />
  </TopToolbar>
)

const InquiryShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="name" />
      <EmailField source="email" />
      <TextField source="phone" />
      <TextField source="subject" />
      <FieldColumn source="form" declaration={inquiries} />
      <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
      <SelectField source="language" choices={languageChoices} />
      <FunctionField source="created_at" render={(record) => formatDisplayDateTime(record?.created_at)} />
    </SimpleShowLayout>
  </Show>
)

export default InquiryShow
