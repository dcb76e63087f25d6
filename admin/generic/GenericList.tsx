/**
 * The list screen of any declared resource: its listColumns, filters and ordering, the one page size,
 * search, pagination, bulk delete and a CSV export of every selected row.
 */
import { CreateButton, Datagrid, FilterButton, List, TopToolbar, useLocale, useResourceContext, useResourceDefinition } from 'react-admin'
import { BulkDeleteRefreshButton } from './BulkDeleteRefreshButton'
import type { Resource } from '../../shared/resources'
import { declarationOf, parseOrdering } from '../registry'
import { ExportAllButton } from './ExportAllButton'
import { fieldColumn } from './FieldColumn'
import { filtersFor } from './filters'
import { LIST_PAGE_SIZE, ListPagination } from './list-pagination'
import { RelatedResourceButtons } from './RelatedResourceButtons'
import { TranslationColumn } from '../features/translations/TranslationColumn'
import { translationWords } from '../features/translations/words'

/** Create only where the resource has a create screen (not orders: they come from the site's cart). */
export const ListActions = ({ declaration }: { declaration: Resource }) => {
  const { hasCreate } = useResourceDefinition()
  return (
    <TopToolbar>
      <RelatedResourceButtons declaration={declaration} />
      <FilterButton />
      {hasCreate && <CreateButton />}
      <ExportAllButton />
    </TopToolbar>
  )
}

export const GenericList = () => {
  const declaration = declarationOf(useResourceContext()!)
  const { hasEdit } = useResourceDefinition()
  const locale = useLocale()
  return (
    <List
      sort={parseOrdering(declaration.defaultOrdering)}
      perPage={LIST_PAGE_SIZE}
      filters={filtersFor(declaration, locale)}
      actions={<ListActions declaration={declaration} />}
      pagination={<ListPagination />}
    >
      {/* read-only resources (an order's lines) open nothing and delete nothing */}
      <Datagrid rowClick={hasEdit ? 'edit' : false} bulkActionButtons={hasEdit ? <BulkDeleteRefreshButton /> : false}>
        {declaration.listColumns.map((column) => fieldColumn(column, declaration))}
        {declaration.translatable && <TranslationColumn declaration={declaration} label={translationWords(locale).column} />}
      </Datagrid>
    </List>
  )
}
