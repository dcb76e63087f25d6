/**
 * One form for Create and Edit: an input per declared field, in declaration order; what was
 * typed is kept over a re-login (DraftKeeper), and a save that sends files shows its progress.
 */
import { SimpleForm, useResourceContext } from 'react-admin'
import { declarationOf, fieldEntries, fileFieldsOf } from '../registry'
import { AccessibilityFindings } from './accessibility/AccessibilityFindings'
import { DraftKeeper } from './DraftKeeper'
import { FieldInput } from './FieldInput'
import { PreviewButton } from './preview/PreviewButton'
import { PublicationStateLine } from './PublicationState'
import { UploadProgress } from './UploadProgress'

export const GenericForm = () => {
  const resource = useResourceContext()!
  const declaration = declarationOf(resource)
  return (
    <SimpleForm warnWhenUnsavedChanges sx={{ maxWidth: 720 }}>
      <DraftKeeper />
      <PreviewButton />
      <PublicationStateLine declaration={declaration} />
      {fieldEntries(declaration).map(([name, field]) => (
        <FieldInput key={name} name={name} field={field} declaration={declaration} />
      ))}
      {fileFieldsOf(resource).length > 0 && <UploadProgress />}
      <AccessibilityFindings />
    </SimpleForm>
  )
}
