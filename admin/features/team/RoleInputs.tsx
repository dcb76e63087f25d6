/**
 * The role of an account (shared/roles.ts), or a custom list of permissions: a select of the roles
 * the signed-in account may give, and, for "custom", a checkbox per scope it holds. A chosen role
 * shows its description and the permissions it brings.
 */
import Typography from '@mui/material/Typography'
import { CheckboxGroupInput, FormDataConsumer, SelectInput, required, useLocale, useRecordContext, useTranslate } from 'react-admin'
import { CUSTOM_ROLE, findRole } from '../../../shared/roles'
import { heldScope } from '../../auth/permissions'
import { localized } from '../../registry'
import { roleChoices, roleScopeNames, scopeChoices } from './role-choices'

export const RoleInputs = ({ requireRole = false }: { requireRole?: boolean }) => {
  const locale = useLocale()
  const translate = useTranslate()
  const record = useRecordContext()
  const held = heldScope()
  return (
    <>
      <SelectInput
        source="role"
        label="app.team.role"
        choices={roleChoices(held, locale, translate('app.team.custom'), record?.role)}
        validate={requireRole ? required() : undefined}
        emptyText={requireRole ? undefined : translate('app.team.visitor')}
        sx={{ minWidth: 320 }}
      />
      <FormDataConsumer>
        {({ formData }) => {
          if (formData.role === CUSTOM_ROLE) {
            return (
              <CheckboxGroupInput source="scope" label="app.team.scope" choices={scopeChoices(held, locale)} helperText="app.team.scope_help" row={false} />
            )
          }
          const role = formData.role ? findRole(formData.role) : undefined
          if (!role) return null
          return (
            <Typography component="p" variant="body2" sx={{ mb: 2, maxWidth: 640 }} data-testid="role-description">
              {localized(role.description, locale)} {translate('app.team.role_scope', { scopes: roleScopeNames(role.id, locale) })}
            </Typography>
          )
        }}
      </FormDataConsumer>
    </>
  )
}
