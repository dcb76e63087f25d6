/**
 * The list screen of any declared resource: its listColumns, filters, ordering and page size,
 * search, pagination, bulk delete and a CSV export of every selected row.
 */
import { CreateButton, Datagrid, FilterButton, List, Pagination, TopToolbar, useLocale, useResourceContext, useResourceDefinition } from 'react-admin'
import { BulkDeleteRefreshButton } from './BulkDeleteRefreshButton'
import type { Resource } from '../../shared/resources'
import { declarationOf, parseOrdering } from '../registry'
import { ExportAllButton } from './ExportAllButton'
import { fieldColumn } from './FieldColumn'
import { filtersFor } from './filters'
import { RelatedResourceButtons } from './RelatedResourceButtons'
import { TranslationColumn } from './translations/TranslationColumn'
import { translationWords } from './translations/words'

export const rowsPerPageOptions = (declaration: Resource): number[] => [...new Set([declaration.pageSize, 25, 50, 100])].sort((a, b) => a - b)

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

/** The page-size menu every list shows, from the declaration's page size. */
export const ListPagination = ({ declaration }: { declaration: Resource }) => <Pagination rowsPerPageOptions={rowsPerPageOptions(declaration)} />

export const GenericList = () => {
  const declaration = declarationOf(useResourceContext()!)
  const { hasEdit } = useResourceDefinition()
  const locale = useLocale()
  return (
    <List
      sort={parseOrdering(declaration.defaultOrdering)}
      perPage={declaration.pageSize}
      filters={filtersFor(declaration, locale)}
      actions={<ListActions declaration={declaration} />}
      pagination={<ListPagination declaration={declaration} />}
    >
      {/* read-only resources (an order's lines) open nothing and delete nothing */}
      <Datagrid rowClick={hasEdit ? 'edit' : false} bulkActionButtons={hasEdit ? <BulkDeleteRefreshButton /> : false}>
        {declaration.listColumns.map((column) => fieldColumn(column, declaration))}
        {declaration.translatable && <TranslationColumn declaration={declaration} label={translationWords(locale).column} />}
      </Datagrid>
    </List>
  )
}
