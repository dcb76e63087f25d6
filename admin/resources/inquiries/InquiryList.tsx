/** Inquiries: read (row opens the message), search, export, bulk delete; staff never create them. */
import { Datagrid, FilterButton, List, ShowButton, TopToolbar, useLocale } from 'react-admin'
import { BulkDeleteRefreshButton } from '../../generic/BulkDeleteRefreshButton'
import { inquiries } from '../../../shared/resources/inquiries'
import { ExportAllButton } from '../../generic/ExportAllButton'
import { fieldColumn } from '../../generic/FieldColumn'
import { filtersFor } from '../../generic/filters'
import { LIST_PAGE_SIZE, ListPagination } from '../../generic/list-pagination'
import { parseOrdering } from '../../registry'

const InquiryList = () => {
  const locale = useLocale()
  return (
    <List
      sort={parseOrdering(inquiries.defaultOrdering)}
      perPage={LIST_PAGE_SIZE}
      filters={filtersFor(inquiries, locale)}
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportAllButton />
        </TopToolbar>
      }
      pagination={<ListPagination />}
    >
      <Datagrid rowClick="show" bulkActionButtons={<BulkDeleteRefreshButton />}>
        {[...inquiries.listColumns, 'message'].map((column) => fieldColumn(column, inquiries))}
        <ShowButton label="app.inquiry.read" />
      </Datagrid>
    </List>
  )
}

export default InquiryList
