/**
 * Resources outside the sidebar (no menuOrder) are reached from the screens of the records they
 * belong to. Generic, from the declarations' reference fields:
 *   RelatedResourceButtons  on a list: the hidden resources its fields reference (news -> tags);
 *   ChildResourceButtons    on an edit screen: the hidden resources that reference this record,
 *                           opened filtered to it (an event -> its pictures, an order -> its lines).
 */
import { Button, Link, useRecordContext, useTranslate } from 'react-admin'
import type { Resource } from '../../shared/resources'
import { iconFor } from '../registry/icons'
import { declarationOf, declarations, fieldEntries, raName, raNameOf } from '../registry'

export function hiddenReferencedResources(declaration: Resource): string[] {
  const targets = fieldEntries(declaration)
    .flatMap(([, field]) => (field.kind === 'references' || field.kind === 'reference' ? [raNameOf(field.resource)] : []))
    .filter((name) => declarationOf(name).menuOrder === undefined)
  return [...new Set(targets)]
}

/** Hidden resources with a reference to `declaration`, and the list filter that selects one record's rows. */
export function childResources(declaration: Resource): { name: string; param: string }[] {
  return declarations
    .filter((child) => child.menuOrder === undefined && child !== declaration)
    .flatMap((child) => {
      const field = fieldEntries(child).find(([, f]) => f.kind === 'reference' && raNameOf(f.resource) === raName(declaration))?.[0]
      const param = field && Object.entries(child.filters).find(([, target]) => target === field)?.[0]
      return param ? [{ name: raName(child), param }] : []
    })
}

const ResourceLink = ({ name, to }: { name: string; to: string }) => {
  const translate = useTranslate()
  const Icon = iconFor(declarationOf(name).icon)
  return (
    <Button component={Link} to={to} label={translate(`resources.${name}.name`, { smart_count: 2 })}>
      <Icon />
    </Button>
  )
}

export const RelatedResourceButtons = ({ declaration }: { declaration: Resource }) => (
  <>
    {hiddenReferencedResources(declaration).map((name) => (
      <ResourceLink key={name} name={name} to={`/${name}`} />
    ))}
  </>
)

export const ChildResourceButtons = ({ declaration }: { declaration: Resource }) => {
  const record = useRecordContext()
  if (record?.id === undefined) return null
  return (
    <>
      {childResources(declaration).map(({ name, param }) => (
        <ResourceLink key={name} name={name} to={`/${name}?filter=${encodeURIComponent(JSON.stringify({ [param]: record.id }))}`} />
      ))}
    </>
  )
}
