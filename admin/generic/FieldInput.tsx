/**
 * The form input of one declared field, chosen by its kind. Labels come from the generated
 * `resources.<name>.fields.<field>` messages, so no label is passed here. A field declared
 * `readOnly` (a value the server computes, like an order's total) is shown, never edited.
 */
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  FileField,
  FileInput,
  FormDataConsumer,
  ImageField,
  ImageInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useLocale,
  useRecordContext,
  useTranslate,
} from 'react-admin'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/languages'
import type { Field, FileCategory, Resource } from '../../shared/resources'
import { declarationOf, languageFieldOf, localized, parseOrdering, raName, raNameOf } from '../registry'
import { lockedPublishSwitch, lockedScheduleTime } from '../auth/permissions'
import { DateTextInput } from './DateTextInput'
import { ReadOnlyInput, isReadOnlyField } from './ReadOnlyInput'
import { LazyRichTextInput } from '../features/rich-text/LazyRichTextInput'
import { validatorsFor } from './validators'

/** Browser file-picker types of a file field's categories (the server checks the content anyway). */
const ACCEPT_TYPES: Record<FileCategory, Record<string, string[]>> = {
  video: { 'video/mp4': [], 'video/webm': [], 'video/ogg': [] },
  pdf: { 'application/pdf': [] },
  image: { 'image/*': [] },
}

/** The record languages, named in the UI language ('app.languages.en': 'angleščina' / 'English'); react-admin translates choice names. */
export const languageChoices = LANGUAGES.map((id) => ({ id, name: `app.languages.${id}` }))

/** A stored file's URL ('/media/news/a.png') as the `{src, title}` ImageInput previews. */
export function toPreview(value: unknown): unknown {
  return typeof value === 'string' && value ? { src: value, title: value.split('/').pop() } : value
}

interface Props {
  name: string
  field: Field
  declaration: Resource
}

/** The filter limiting a target's records to `language`, when the target has a language filter. */
function sameLanguageFilter(targetResource: string, language: unknown): Record<string, string> {
  const target = declarationOf(targetResource)
  const targetLanguageField = languageFieldOf(target)
  const param = Object.entries(target.filters).find(([, field]) => field === targetLanguageField)?.[0]
  return param && typeof language === 'string' && language ? { [param]: language } : {}
}

type ReferenceKind = Extract<Field, { kind: 'references' | 'reference' }>

const ReferencesInput = ({ name, field, language }: { name: string; field: ReferenceKind; language: unknown }) => {
  const reference = raNameOf(field.resource)
  const target = declarationOf(reference)
  const common = {
    source: name,
    reference,
    filter: sameLanguageFilter(reference, language),
    sort: parseOrdering(target.defaultOrdering),
    perPage: 100,
  }
  const inputProps = {
    optionText: target.recordTitle,
    filterToQuery: (search: string) => ({ search }),
    validate: validatorsFor(field),
  }
  return field.kind === 'references' ? (
    <ReferenceArrayInput {...common}>
      <AutocompleteArrayInput {...inputProps} />
    </ReferenceArrayInput>
  ) : (
    <ReferenceInput {...common}>
      <AutocompleteInput {...inputProps} />
    </ReferenceInput>
  )
}

/** References follow the edited record's own language (a Slovenian news item gets Slovenian tags). */
const SameLanguageReferencesInput = ({ name, field, declaration }: Props & { field: ReferenceKind }) => {
  const languageField = languageFieldOf(declaration)
  if (!languageField) return <ReferencesInput name={name} field={field} language={undefined} />
  return <FormDataConsumer>{({ formData }) => <ReferencesInput name={name} field={field} language={formData?.[languageField]} />}</FormDataConsumer>
}

export const FieldInput = ({ name, field, declaration }: Props) => {
  const locale = useLocale()
  const translate = useTranslate()
  const validate = validatorsFor(field)
  const helperText = field.help ? localized(field.help, locale) : undefined
  const common = { source: name, validate, helperText }
  const savedRecord = useRecordContext()

  if (isReadOnlyField(field)) return <ReadOnlyInput name={name} field={field} helperText={helperText} />
  // the times of a record the site shows publish or unpublish it: read-only, with the reason, for staff who may not publish
  if (lockedScheduleTime(declaration, name, savedRecord))
    return <ReadOnlyInput name={name} field={field} helperText={translate('app.publish_times_need_scope')} />
  switch (field.kind) {
    case 'text':
      return <TextInput {...common} type={field.format === 'email' ? 'email' : field.format === 'url' ? 'url' : 'text'} />
    case 'longText':
      return <TextInput {...common} multiline minRows={3} />
    case 'richText':
      return <LazyRichTextInput {...common} label={translate(`resources.${raName(declaration)}.fields.${name}`)} />
    case 'slug':
      return <TextInput {...common} helperText={helperText ?? translate('app.slug_help')} />
    case 'integer':
      return <NumberInput {...common} step={1} min={field.min} max={field.max} defaultValue={field.default} />
    case 'decimal':
      return <NumberInput {...common} step={10 ** -field.decimals} min={field.min} max={field.max} />
    case 'boolean':
      // Only staff with the publish scope may show a record on the site (server/resources/publish-scope.ts):
      // for the others the switch is off and disabled with the reason, instead of a 403 on save.
      if (lockedPublishSwitch(declaration, name)) {
        return <BooleanInput {...common} defaultValue={false} disabled helperText={translate('app.publish_needs_scope')} />
      }
      return <BooleanInput {...common} defaultValue={field.default} />
    case 'date':
    case 'datetime':
      return <DateTextInput {...common} withTime={field.kind === 'datetime'} min={field.min} max={field.max} notBefore={field.notBefore} />
    case 'choice':
      return (
        <SelectInput
          {...common}
          choices={field.choices.map((choice) => ({ id: choice.id, name: localized(choice.label, locale) }))}
          defaultValue={field.default}
        />
      )
    case 'language':
      return <SelectInput {...common} choices={languageChoices} defaultValue={DEFAULT_LANGUAGE} />
    case 'image':
      return (
        <ImageInput
          {...common}
          accept={{ 'image/*': [] }}
          maxSize={field.maxBytes}
          format={toPreview}
          // the drop zone's hidden file input has no <label>: name it like the field
          inputProps={{ 'aria-label': translate(`resources.${raName(declaration)}.fields.${name}`) }}
        >
          <ImageField source="src" title="title" />
        </ImageInput>
      )
    case 'file':
      return (
        <FileInput
          {...common}
          accept={Object.assign({}, ...field.accept.map((category) => ACCEPT_TYPES[category]))}
          maxSize={field.maxBytes}
          format={toPreview}
          inputProps={{ 'aria-label': translate(`resources.${raName(declaration)}.fields.${name}`) }}
        >
          <FileField source="src" title="title" target="_blank" />
        </FileInput>
      )
    case 'references':
    case 'reference':
      return <SameLanguageReferencesInput name={name} field={field} declaration={declaration} />
  }
}
