/**
 * No lost edits (issue 13.6), inside a form: unsaved edits kept in the browser and offered back,
 * and on an edit screen of a declared type, who else has the record open and the dialog that
 * answers a save against a newer version. DraftKeeper renders it in every form.
 */
import { useContext, useState } from 'react'
import { EditContext, useGetIdentity, useResourceContext } from 'react-admin'
import { declarationOf } from '../../registry'
import { ConflictDialog } from './ConflictDialog'
import { EditingPresence } from './EditingPresence'
import { UnsavedEdits } from './UnsavedEdits'

function declaredName(resource: string | undefined): string | null {
  if (!resource) return null
  try {
    return declarationOf(resource).name
  } catch {
    return null // a screen of the server's own (users): no presence
  }
}

export const EditSafety = ({ draftKey }: { draftKey: string }) => {
  const resource = useResourceContext()
  const edit = useContext(EditContext)
  const { identity } = useGetIdentity()
  const [offerVersion, setOfferVersion] = useState(0)
  const record = edit?.record as Record<string, unknown> | undefined
  if (!resource || !identity || (edit && !record)) return null
  const type = declaredName(resource)
  const recordId = record ? String(record.id) : null
  return (
    <>
      {type && recordId && <EditingPresence type={type} id={recordId} />}
      <UnsavedEdits
        key={`${draftKey}:${recordId}`}
        account={identity.id}
        draftKey={draftKey}
        resource={resource}
        recordId={recordId}
        offerVersion={offerVersion}
      />
      {record && <ConflictDialog resource={resource} record={record} account={identity.id} draftKey={draftKey} onKept={() => setOfferVersion((n) => n + 1)} />}
    </>
  )
}
