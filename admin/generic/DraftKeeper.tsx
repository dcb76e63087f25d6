/**
 * Inside a form: tracks its values for app/drafts.ts and puts back a draft kept before a re-login;
 * with EditSafety (concurrency/) keeps unsaved edits in the browser and answers concurrent edits.
 * `name` tells apart several forms on one page (the footer's languages).
 *
 *   <SimpleForm><DraftKeeper />...</SimpleForm>
 *   <SimpleForm><DraftKeeper name="en" />...</SimpleForm>
 */
import { useContext, useEffect } from 'react'
import { EditContext } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { useLocation } from 'react-router-dom'
import { takeDraft, trackForm } from '../app/drafts'
import { EditSafety } from '../features/concurrency/EditSafety'

export const DraftKeeper = ({ name }: { name?: string }) => {
  const { getValues, setValue } = useFormContext()
  const { pathname } = useLocation()
  const key = name ? `${pathname}#${name}` : pathname
  // an edit form fills itself with the record when it arrives: the draft goes in after that
  const edit = useContext(EditContext)
  const ready = !edit || !!edit.record

  useEffect(() => {
    if (!ready) return
    // After this commit: react-admin's form resets itself to the record in an effect of its own,
    // which runs after ours and would wipe values set now. The values go in as edits (dirty), so
    // Save is enabled and leaving still warns.
    const restore = setTimeout(() => {
      const draft = takeDraft(key)
      if (!draft) return
      for (const [field, value] of Object.entries(draft)) setValue(field, value, { shouldDirty: true })
    }, 0)
    const untrack = trackForm(key, () => getValues())
    return () => {
      clearTimeout(restore)
      untrack()
    }
  }, [key, ready, getValues, setValue])

  // unsaved edits kept in the browser, presence, the answer to a conflicting save (issue 13.6)
  return <EditSafety draftKey={key} />
}
