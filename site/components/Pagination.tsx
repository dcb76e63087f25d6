/** Page links of a news list: previous, every page number, next. */
import { format, useTranslation } from '../i18n'
import { Link } from './Link'

interface PaginationProps {
  currentPage: number
  pageCount: number
  /** The path of page n (1-based). */
  pathOf: (page: number) => string
}

export function Pagination({ currentPage, pageCount, pathOf }: PaginationProps) {
  const { t } = useTranslation()
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <nav className="pagination" aria-label={t.news.pagination}>
      <ul>
        {currentPage > 1 && (
          <li>
            <Link to={pathOf(currentPage - 1)} rel="prev">
              {t.news.previous}
            </Link>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            <Link to={pathOf(page)} aria-current={page === currentPage ? 'page' : undefined} aria-label={format(t.news.page, { page })}>
              {page}
            </Link>
          </li>
        ))}
        {currentPage < pageCount && (
          <li>
            <Link to={pathOf(currentPage + 1)} rel="next">
              {t.news.next}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
