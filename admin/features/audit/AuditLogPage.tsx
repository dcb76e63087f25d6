/**
 * /admin/audit-log (the `audit` scope): who did what and when, newest first, filtered by who,
 * action, type and dates, exported as CSV; a row opens its entry (AuditEntryPage.tsx).
 */
import { useEffect, useState } from 'react'
import { AutocompleteInput, Datagrid, DataProviderContext, FunctionField, List, SelectInput, TextField, TopToolbar, useLocale, useTranslate } from 'react-admin'
import { apiUrl, httpClient } from '../../app/providers'
import { formatDisplayDateTime } from '../../app/display-dates'
import { DateTextInput } from '../../generic/DateTextInput'
import { actionChoices, actionName, actorName, resourceChoices, resourceName } from './audit-choices'
import { AUDIT_PATH, AUDIT_RESOURCE, auditDataProvider } from './audit-data'
import { auditFieldLabel } from './audit-fields'
import { ExportCsvButton } from './ExportCsvButton'
import { LIST_PAGE_SIZE, ListPagination } from '../../generic/list-pagination'

/** Everyone who appears in the log (GET audit-log/actors/), for the actor filter. */
function useActorChoices() {
  const [actors, setActors] = useState<{ id: number; name: string }[]>([])
  useEffect(() => {
    let live = true
    httpClient(`${apiUrl}/${AUDIT_PATH}actors/`)
      .then((answer) => live && setActors(answer.json))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return actors
}

const useFilters = () => {
  const translate = useTranslate()
  const locale = useLocale()
  const actors = useActorChoices()
  return [
    <AutocompleteInput key="actor" source="actor" label="app.audit.actor" choices={actors} alwaysOn />,
    <SelectInput key="action" source="action" label="app.audit.action" choices={actionChoices(translate)} alwaysOn />,
    <AutocompleteInput key="resource" source="resource" label="app.audit.resource" choices={resourceChoices(translate, locale)} alwaysOn />,
    <DateTextInput key="from" source="from" label="app.audit.from" helperText={false} alwaysOn />,
    <DateTextInput key="to" source="to" label="app.audit.to" helperText={false} alwaysOn />,
  ]
}

const AuditList = () => {
  const translate = useTranslate()
  const locale = useLocale()
  return (
    <List
      resource={AUDIT_RESOURCE}
      title={translate('app.audit.title')}
      filters={useFilters()}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={LIST_PAGE_SIZE}
      pagination={<ListPagination />}
      exporter={false}
      actions={
        <TopToolbar>
          <ExportCsvButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick={(id) => `/${AUDIT_RESOURCE}/${id}`} bulkActionButtons={false}>
        <FunctionField source="at" label="app.audit.at" sortable={false} render={(record) => formatDisplayDateTime(record?.at)} />
        <FunctionField source="actor_name" label="app.audit.actor" sortable={false} render={(record) => actorName(record, translate)} />
        <FunctionField source="action" label="app.audit.action" sortable={false} render={(record) => actionName(record?.action, translate)} />
        <FunctionField source="resource" label="app.audit.resource" sortable={false} render={(record) => resourceName(record?.resource, translate, locale)} />
        <TextField source="record_title" label="app.audit.record_title" sortable={false} emptyText="" />
        <FunctionField
          source="changed_fields"
          label="app.audit.changed_fields"
          sortable={false}
          render={(record) =>
            Array.isArray(record?.changed_fields)
              ? record.changed_fields.map((name: string) => auditFieldLabel(record.resource, name, translate, locale)).join(', ')
              : ''
          }
        />
        <TextField source="ip" label="app.audit.ip" sortable={false} emptyText="" />
      </Datagrid>
    </List>
  )
}

const AuditLogPage = () => (
  <DataProviderContext.Provider value={auditDataProvider}>
    <AuditList />
  </DataProviderContext.Provider>
)

export default AuditLogPage
