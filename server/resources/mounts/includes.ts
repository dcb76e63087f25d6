/**
 * Child records answered inside their parent (an endpoint's `include`: a space's pictures, an
 * order's lines), in the full view of the child type, in the declared order. One query per
 * include for a whole page of parents (in batches), not one per parent.
 */
import type { Include, Resource } from '../../../shared/resources'
import type { AppContext } from '../../context'
import { fromColumnValue, linkTableName } from '../../db/columns'
import { inBatches } from '../batches'
import type { Row } from '../repository'
import { ResourceService } from '../service'

/** The children of `parentIds`, decoded as the repository decodes rows, in `ordering` (then id). */
async function childrenOf(context: AppContext, child: Resource, spec: Include, parentIds: number[]): Promise<Row[]> {
  const { db } = context.database
  const terms = spec.ordering
    .split(',')
    .map((term) => term.trim())
    .filter(Boolean)
  const rows = await inBatches(parentIds, (batch) => {
    let query = db.selectFrom(child.name).selectAll().where(spec.via, 'in', batch)
    for (const term of terms) query = query.orderBy(term.replace(/^-/, ''), term.startsWith('-') ? 'desc' : 'asc')
    return query.orderBy('id').execute()
  })
  const decoded = rows.map((row) => {
    const out: Row = { ...row, id: Number(row.id) }
    for (const [name, field] of Object.entries(child.fields)) if (field.kind !== 'references') out[name] = fromColumnValue(field, row[name])
    return out
  })
  for (const [name, field] of Object.entries(child.fields)) {
    if (field.kind !== 'references') continue
    const ids = decoded.map((row) => row.id)
    const links = await inBatches(ids, (batch) =>
      db.selectFrom(linkTableName(child.name, name)).select(['owner_id', 'target_id']).where('owner_id', 'in', batch).orderBy('position').execute(),
    )
    for (const row of decoded) row[name] = links.filter((link) => Number(link.owner_id) === row.id).map((link) => Number(link.target_id))
  }
  return decoded
}

/** Adds to each answer (answers[i] is rows[i]'s) its included children; in a list only those declared `lists`. */
export async function addIncludes(
  context: AppContext,
  include: Record<string, Include> | undefined,
  rows: Row[],
  answers: Record<string, unknown>[],
  inList: boolean,
) {
  for (const [name, spec] of Object.entries(include ?? {})) {
    if (inList && !spec.lists) continue
    const service = ResourceService.of(context, spec.resource)
    const children = await childrenOf(
      context,
      service.resource,
      spec,
      rows.map((row) => row.id),
    )
    rows.forEach((row, index) => {
      answers[index][name] = children.filter((child) => child[spec.via] === row.id).map((child) => service.serialize(child))
    })
  }
}
