/**
 * Every row of a list, for CSV export: the API gives at most 100 rows a page (DRF max_page_size),
 * so the rows are fetched page by page with the list's filters and sort until the count is reached.
 *
 *   const rows = await fetchAllRows(dataProvider, 'news', { filter: { lang: 'sl' }, sort: { field: 'id', order: 'ASC' } })
 */
import type { DataProvider, RaRecord, SortPayload } from 'react-admin'

/** The server's largest page (docs/api.md: page_size at most 100). */
export const MAX_PAGE_SIZE = 100
/** A guard against a count that keeps growing while the export runs. */
const MAX_PAGES = 1000

export async function fetchAllRows(
  dataProvider: Pick<DataProvider, 'getList'>,
  resource: string,
  { filter = {}, sort }: { filter?: Record<string, unknown>; sort?: SortPayload },
  pageSize = MAX_PAGE_SIZE,
): Promise<RaRecord[]> {
  const rows: RaRecord[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data, total } = await dataProvider.getList(resource, { filter, sort, pagination: { page, perPage: pageSize } })
    rows.push(...data)
    if (data.length < pageSize || (typeof total === 'number' && rows.length >= total)) break
  }
  return rows
}
