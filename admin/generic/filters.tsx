/**
 * List filters from `declaration.filters` (query parameter -> field or field__lookup). The
 * search box is always there; the language filter stays visible; the others are behind the
 * "Add filter" button. Each input's source is the API's own parameter name.
 */
import type { ReactElement } from 'react'
import { AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, SelectInput, TextInput } from 'react-admin'
import type { Resource } from '../../shared/resources'
import { wallClock } from '../../shared/event-status'
import { isScheduled, SCHEDULED_FILTER } from '../../shared/resources/schedule'
import { declarationOf, localized, raName, raNameOf, splitLookup } from '../registry'
import { DateTextInput } from './DateTextInput'
import { languageChoices } from './FieldInput'

export const SEARCH_PARAM = 'search'

const yesNo = [
  { id: 'true', name: 'app.filter.yes' },
  { id: 'false', name: 'app.filter.no' },
]

function filterInput(declaration: Resource, param: string, target: string, locale: string): ReactElement | null {
  const { field: fieldName } = splitLookup(target)
  const field = declaration.fields[fieldName]
  const label = `resources.${raName(declaration)}.filters.${param}`
  const common = { source: param, label }
  if (param === SCHEDULED_FILTER && isScheduled(declaration)) {
    // "Scheduled": a publish time after now, on the zone's clock like every stored time (shared/resources/schedule.ts).
    return (
      <BooleanInput key={param} {...common} label="app.filter.scheduled" format={Boolean} parse={(on: boolean) => (on ? wallClock(new Date()) : undefined)} />
    )
  }
  if (!field) return fieldName === 'id' ? <NumberInput key={param} {...common} /> : null
  switch (field.kind) {
    case 'language':
      return <SelectInput key={param} {...common} choices={languageChoices} alwaysOn />
    case 'boolean':
      return <SelectInput key={param} {...common} choices={yesNo} />
    case 'choice':
      return <SelectInput key={param} {...common} choices={field.choices.map((c) => ({ id: c.id, name: localized(c.label, locale) }))} />
    case 'date':
    case 'datetime':
      return <DateTextInput key={param} {...common} helperText={false} />
    case 'integer':
    case 'decimal':
      return <NumberInput key={param} {...common} />
    case 'references':
    case 'reference': {
      const reference = raNameOf(field.resource)
      return (
        <ReferenceInput key={param} {...common} reference={reference} perPage={100}>
          <AutocompleteInput label={label} optionText={declarationOf(reference).recordTitle} filterToQuery={(search: string) => ({ search })} />
        </ReferenceInput>
      )
    }
    case 'image':
      return null
    default:
      return <TextInput key={param} {...common} />
  }
}

/**
 * One parameter per target: a declaration may accept aliases for the API's clients (events and
 * galleries take `language` and `lang`), but the editor sees one "Jezik" filter, under the
 * parameter named like its target when there is one.
 */
export function filterParams(declaration: Resource): [param: string, target: string][] {
  const byTarget = new Map<string, string>()
  for (const [param, target] of Object.entries(declaration.filters)) {
    if (param === SEARCH_PARAM) continue
    if (!byTarget.has(target) || param === target) byTarget.set(target, param)
  }
  return [...byTarget].map(([target, param]) => [param, target])
}

export function filtersFor(declaration: Resource, locale: string): ReactElement[] {
  const inputs = filterParams(declaration)
    .map(([param, target]) => filterInput(declaration, param, target, locale))
    .filter((input): input is ReactElement => input !== null)
  return [<TextInput key={SEARCH_PARAM} source={SEARCH_PARAM} label="app.filter.search" alwaysOn />, ...inputs]
}
