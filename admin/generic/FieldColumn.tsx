/**
 * The list column of one declared field (or system column), chosen by its kind. Sorting is
 * offered only on the declaration's `ordering` fields: the server refuses the others.
 */
import {
  BooleanField,
  ChipField,
  FunctionField,
  ImageField,
  NumberField,
  ReferenceArrayField,
  ReferenceField,
  SelectField,
  SingleFieldList,
  TextField,
  useLocale,
} from 'react-admin'
import type { Resource } from '../../shared/resources'
import { formatDisplayDateTime } from '../app/display-dates'
import { declarationOf, localized, raNameOf } from '../registry'
import { languageChoices } from './FieldInput'
import { PublicationStateColumn, showsPublicationState } from '../features/publication/PublicationState'
import { RichTextColumn, TruncatedTextField } from './TruncatedTextField'

interface Props {
  source: string
  declaration: Resource
  /** Read by Datagrid for the header: */
  sortable?: boolean
  label?: string
}

/**
 * Text columns longer than this are cut by the spec's rule with this `maxLength`: a title cut at
 * 10 characters would leave rows that cannot be told apart. Long texts (longText) keep the spec's
 * default of 10.
 */
export const TEXT_COLUMN_LENGTH = 40

/** Dates as dd.mm.yyyy, with HH:mm when the value has a time (system timestamps, datetime fields). */
const DateColumn = ({ source }: { source: string }) => <FunctionField source={source} render={(record) => formatDisplayDateTime(record?.[source])} />

/** Datagrid reads `source`, `sortable` and `label` from its children's props, so columns are made by a function. */
export function fieldColumn(source: string, declaration: Resource) {
  const sortable = declaration.ordering.includes(source)
  // a scheduled type's switch is not its state: the column says "Načrtovano za ..." where a tick would say published
  if (source === declaration.visibility && showsPublicationState(declaration)) {
    return <PublicationStateColumn key={source} source={source} declaration={declaration} sortable={sortable} label="app.publication.column" />
  }
  return <FieldColumn key={source} source={source} declaration={declaration} sortable={sortable} />
}

export const FieldColumn = ({ source, declaration }: Props) => {
  const locale = useLocale()
  const field = declaration.fields[source]
  if (!field) {
    return source === 'id' ? <TextField source={source} /> : <DateColumn source={source} />
  }
  switch (field.kind) {
    case 'longText':
      return <TruncatedTextField source={source} />
    case 'richText':
      return <RichTextColumn source={source} />
    case 'text':
      return field.maxLength > TEXT_COLUMN_LENGTH ? <TruncatedTextField source={source} maxLength={TEXT_COLUMN_LENGTH} /> : <TextField source={source} />
    case 'integer':
    case 'decimal':
      return <NumberField source={source} locales={locale} />
    case 'boolean':
      return <BooleanField source={source} />
    case 'date':
    case 'datetime':
      return <DateColumn source={source} />
    case 'choice':
      return <SelectField source={source} choices={field.choices.map((c) => ({ id: c.id, name: localized(c.label, locale) }))} />
    case 'language':
      return <SelectField source={source} choices={languageChoices} />
    case 'image': {
      const altField = declaration.fields[`${source}_alt`] ? `${source}_alt` : declaration.recordTitle
      return <ImageField source={source} title={altField} sx={{ '& img': { maxWidth: 64, maxHeight: 48 } }} />
    }
    case 'file':
      return (
        <FunctionField
          source={source}
          render={(record) =>
            record?.[source] ? (
              <a href={record[source]} target="_blank" rel="noopener noreferrer" onClick={(event) => event.stopPropagation()}>
                {String(record[source]).split('/').pop()}
              </a>
            ) : null
          }
        />
      )
    case 'references': {
      const reference = raNameOf(field.resource)
      return (
        <ReferenceArrayField source={source} reference={reference}>
          <SingleFieldList linkType={false}>
            <ChipField source={declarationOf(reference).recordTitle} size="small" />
          </SingleFieldList>
        </ReferenceArrayField>
      )
    }
    case 'reference':
      return <ReferenceField source={source} reference={raNameOf(field.resource)} link={false} />
    default:
      return <TextField source={source} />
  }
}
