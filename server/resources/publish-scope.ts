/**
 * The `publish` scope (shared/roles.ts): whether a record is shown on the site (its declared
 * visibility field: is_published, is_active) is changed only by staff who may publish. Content
 * editors write and edit; a new record of theirs starts hidden unless they asked otherwise, which
 * is refused (403) like turning a record on or off. Pictures that follow their parent's visibility
 * (`visibleWith`: gallery pictures) are published with the parent and are not held here.
 *
 * Called by the resource service on every write made from a request (RequestInput.mayPublish);
 * writes of the server itself (demo content) carry no such flag and are not held.
 */
import type { Resource } from '../../shared/resources'
import { isScheduled, PUBLISH_AT, UNPUBLISH_AT } from '../../shared/resources/schedule'
import { ApiError } from '../http/errors'
import type { RequestInput } from '../http/request-input'

const shown = (value: unknown) => value === true || value === 1 || value === '1' || value === 't' || value === 'true'

export function checkPublishing(resource: Resource, input: RequestInput, columns: Record<string, unknown>, current: Record<string, unknown> | undefined): void {
  const field = resource.visibility
  if (!field || resource.visibleWith || input.mayPublish !== false) return
  checkScheduleTimes(resource, field, columns, current)
  if (!Object.hasOwn(columns, field)) return
  const wanted = shown(columns[field])
  if (wanted === (current ? shown(current[field]) : false)) return
  if (!current && !Object.hasOwn(input.values, field)) {
    columns[field] = false // the declaration's default would show it: an editor's new record starts hidden
    return
  }
  throw new ApiError(403, { key: 'publishDenied' })
}

/** Moving the publish or unpublish time of a published record shows or hides it on the site: publishing too. */
function checkScheduleTimes(resource: Resource, field: string, columns: Record<string, unknown>, current: Record<string, unknown> | undefined): void {
  if (!current || !isScheduled(resource) || !shown(current[field])) return
  for (const name of [PUBLISH_AT, UNPUBLISH_AT]) {
    if (Object.hasOwn(columns, name) && (columns[name] ?? null) !== (current[name] ?? null)) throw new ApiError(403, { key: 'publishDenied' })
  }
}

/**
 * Deleting a record the site shows takes it off the site: unpublishing too. Refused (403) to staff without the
 * `publish` scope (`mayPublish` false); hidden records, and deletes the server makes itself, are not held.
 */
export function checkDeletion(resource: Resource, mayPublish: boolean | undefined, current: Record<string, unknown>): void {
  const field = resource.visibility
  if (!field || resource.visibleWith || mayPublish !== false) return
  if (shown(current[field])) throw new ApiError(403, { key: 'deletePublishedDenied' })
}
