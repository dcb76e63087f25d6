/**
 * After a save that changed the public site (its answer's X-Site-Changed-At, noted by the http
 * clients), tells the "is my change live?" notice which public page shows the saved record and
 * where the record stands (draft, scheduled, published, withdrawn: shared/publication-state.ts).
 *
 *   const dataProvider = withPublicPages(inner, (resource, record) => ({ page: ..., state: publicationState(...) }))
 */
import type { DataProvider, RaRecord } from 'react-admin'
import type { PublicationState } from '../../shared/publication-state'
import { latestSiteChange, notePublicPage } from '../layout/site-change-store'

type PageOf = (resource: string, record: RaRecord) => { page: string | null; state: PublicationState | null }

export function withPublicPages(provider: DataProvider, pageOf: PageOf): DataProvider {
  async function follow<T>(resource: string, call: () => Promise<T>, recordOf: (result: T) => RaRecord | null): Promise<T> {
    const before = latestSiteChange()
    const result = await call()
    const change = latestSiteChange()
    if (change && change !== before) {
      const record = recordOf(result)
      const place = record ? pageOf(resource, record) : null
      notePublicPage(change, place?.page ?? null, place?.state ?? null)
    }
    return result
  }
  return {
    ...provider,
    create: (resource, params) =>
      follow(
        resource,
        () => provider.create(resource, params),
        (result) => result.data,
      ),
    update: (resource, params) =>
      follow(
        resource,
        () => provider.update(resource, params),
        (result) => result.data,
      ),
    // a deleted record has no page left to open
    delete: (resource, params) =>
      follow(
        resource,
        () => provider.delete(resource, params),
        () => null,
      ),
  }
}
