/**
 * One form for Create and Edit: an input per declared field, in declaration order; what was
 * typed is kept over a re-login (DraftKeeper), and a save that sends files shows its progress.
 */
import { Fragment } from 'react'
import { SimpleForm, useResourceContext } from 'react-admin'
import { UNPUBLISH_AT } from '../../shared/resources/schedule'
import { declarationOf, fieldEntries, fileFieldsOf } from '../registry'
import { AccessibilityFindings } from '../features/accessibility/AccessibilityFindings'
import { DraftKeeper } from './DraftKeeper'
import { FieldInput } from './FieldInput'
import { FormToolbar } from './FormToolbar'
import { PreviewButton } from '../features/preview/PreviewButton'
import { PublicationStateLine, showsPublicationState } from '../features/publication/PublicationState'
import { UploadProgress } from './UploadProgress'

export const GenericForm = () => {
  const resource = useResourceContext()!
  const declaration = declarationOf(resource)
  return (
    <SimpleForm warnWhenUnsavedChanges sx={{ maxWidth: 720 }} toolbar={<FormToolbar declaration={declaration} />}>
      <DraftKeeper />
      <PreviewButton />
      {fieldEntries(declaration).map(([name, field]) => (
        <Fragment key={name}>
          <FieldInput name={name} field={field} declaration={declaration} />
          {/* after the unpublish time: the switch and both times make the state */}
          {name === UNPUBLISH_AT && showsPublicationState(declaration) && <PublicationStateLine declaration={declaration} />}
        </Fragment>
      ))}
      {fileFieldsOf(resource).length > 0 && <UploadProgress />}
      <AccessibilityFindings />
    </SimpleForm>
  )
}
