import { Create } from 'react-admin'
import { GenericForm } from './GenericForm'

export const GenericCreate = () => (
  <Create redirect="list">
    <GenericForm />
  </Create>
)
