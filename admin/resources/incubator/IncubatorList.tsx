/**
 * The incubator list: the generated columns plus a set-active button on each inactive record; the generic list's
 * actions (its one CSV exporter) and page-size menu.
 */
import { Datagrid, List, useLocale } from 'react-admin'
import { BulkDeleteRefreshButton } from '../../generic/BulkDeleteRefreshButton'
import { incubator } from '../../../shared/resources/incubator'
import { fieldColumn } from '../../generic/FieldColumn'
import { filtersFor } from '../../generic/filters'
import { ListActions, ListPagination } from '../../generic/GenericList'
import { parseOrdering } from '../../registry'
import { SetActiveButton } from './SetActiveButton'

const IncubatorList = () => {
  const locale = useLocale()
  return (
    <List
      sort={parseOrdering(incubator.defaultOrdering)}
      perPage={incubator.pageSize}
      filters={filtersFor(incubator, locale)}
      actions={<ListActions declaration={incubator} />}
      pagination={<ListPagination declaration={incubator} />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={<BulkDeleteRefreshButton />}>
        {incubator.listColumns.map((column) => fieldColumn(column, incubator))}
        <SetActiveButton />
      </Datagrid>
    </List>
  )
}

export default IncubatorList
