/**
 * The incubator list: the generated columns plus a set-active button on each inactive record; the generic list's
 * actions (its one CSV exporter) and page-size menu.
 */
import { Datagrid, List, useLocale } from 'react-admin'
import { BulkDeleteRefreshButton } from '../../generic/BulkDeleteRefreshButton'
import { incubator } from '../../../shared/resources/incubator'
import { fieldColumn } from '../../generic/FieldColumn'
import { filtersFor } from '../../generic/filters'
import { ListActions } from '../../generic/GenericList'
import { LIST_PAGE_SIZE, ListPagination } from '../../generic/list-pagination'
import { parseOrdering } from '../../registry'
import { SetActiveButton } from './SetActiveButton'

const IncubatorList = () => {
  const locale = useLocale()
  return (
    <List
      sort={parseOrdering(incubator.defaultOrdering)}
      perPage={LIST_PAGE_SIZE}
      filters={filtersFor(incubator, locale)}
      actions={<ListActions declaration={incubator} />}
      pagination={<ListPagination />}
    >
      <Datagrid rowClick="edit" bulkActionButtons={<BulkDeleteRefreshButton />}>
        {incubator.listColumns.map((column) => fieldColumn(column, incubator))}
        <SetActiveButton />
      </Datagrid>
    </List>
  )
}

export default IncubatorList
