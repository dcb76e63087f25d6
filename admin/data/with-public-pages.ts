/**
 * After a save that changed the public site (its answer's X-Site-Changed-At, noted by the http
 * clients), tells the "is my change live?" notice which public page shows the saved record and
 * what the record is to the site (published, scheduled, a draft...: site-change-view.ts), read
 * from the record the server answered with, never from the form.
 *
 *   const dataProvider = withPublicPages(inner, (resource, record) => savedOnSite(declarationOf(resource), record))
 */
import type { DataProvider, RaRecord } from 'react-admin'
import { publicPagePath } from '../../shared/public-page'
import { publicationFacts } from '../../shared/publication-state'
import type { Resource } from '../../shared/resources'
import { latestSiteChange, noteSavedRecord } from '../layout/site-change-store'
import type { SiteChange } from '../layout/site-change-view'

type Saved = Pick<SiteChange, 'page' | 'shown'>
/** The saved record (null: it was deleted) as the notice needs it. */
type DescribeSaved = (resource: string, record: RaRecord | null) => Saved

/**
 * A record of a type published one by one: its facts; of another type the site shows on pages of
 * its own: always shown; anything else (pictures that follow their parent): not known.
 */
export function savedOnSite(declaration: Resource, record: RaRecord | null): Saved {
  if (!record) return { page: null, shown: 'removed' }
  const facts = publicationFacts(declaration, record)
  const shown = facts ?? (declaration.site && !declaration.visibility ? 'always' : null)
  return { page: publicPagePath(declaration, record), shown }
}

export function withPublicPages(provider: DataProvider, describeSaved: DescribeSaved): DataProvider {
  async function follow<T>(resource: string, call: () => Promise<T>, recordOf: (result: T) => RaRecord | null): Promise<T> {
    const before = latestSiteChange()
    const result = await call()
    const change = latestSiteChange()
    if (change && change !== before) noteSavedRecord(change, describeSaved(resource, recordOf(result)))
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
