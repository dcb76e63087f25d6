/**
 * One page size and one page-size menu for every list in the back office (resources, audit log,
 * mail queue): a declaration's `pageSize` is its public page's, not the editor's, so screens do
 * not differ (9 rows on events, 12 on projects, 100 on tags) and no menu is left without choices.
 */
import { Pagination } from 'react-admin'
import { MAX_PAGE_SIZE } from '../../shared/constants'

export const LIST_PAGE_SIZE = 25
export const LIST_PAGE_SIZES = [10, LIST_PAGE_SIZE, 50, MAX_PAGE_SIZE]

export const ListPagination = () => <Pagination rowsPerPageOptions={LIST_PAGE_SIZES} />
