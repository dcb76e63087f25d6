/**
 * The generated forms' toolbar: save, and delete on an edit screen, as react-admin's own, except
 * that a record the site shows offers no delete to staff without the publish scope (the server
 * refuses it, server/resources/publish-scope.ts checkDeletion): the reason stands in its place.
 */
import Typography from '@mui/material/Typography'
import { DeleteButton, SaveButton, Toolbar, ToolbarClasses, useRecordContext, useResourceDefinition, useTranslate } from 'react-admin'
import type { Resource } from '../../shared/resources'
import { lockedDeletion } from '../auth/permissions'

export const FormToolbar = ({ declaration }: { declaration: Resource }) => {
  const record = useRecordContext()
  const translate = useTranslate()
  const { hasEdit } = useResourceDefinition()
  const saved = record?.id !== undefined
  return (
    <Toolbar>
      {/* react-admin's default toolbar's own layout: save at the start, delete at the end */}
      <div className={ToolbarClasses.defaultToolbar}>
        <SaveButton />
        {saved &&
          hasEdit &&
          (lockedDeletion(declaration, record) ? (
            <Typography variant="body2" data-testid="delete-locked">
              {translate('app.delete_needs_scope')}
            </Typography>
          ) : (
            <DeleteButton />
          ))}
      </div>
    </Toolbar>
  )
}
