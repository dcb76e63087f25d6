/** A new record: after "Shrani" the editor stays on it (its edit screen), to go on with pictures, translation, publishing. */
import { Create } from 'react-admin'
import { GenericForm } from './GenericForm'

export const GenericCreate = () => (
  <Create redirect="edit">
    <GenericForm />
  </Create>
)
