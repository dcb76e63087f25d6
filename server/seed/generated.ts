/**
 * Demo records made from a declaration alone, for a content type that has no seeder of its own:
 * one record per language (or one carrying both languages), every field given a plausible value
 * from its kind, label and limits, a picture in each image field, required links pointing at a
 * record of the linked type (made the same way first when there is none). They go through the
 * type's service, so they pass the same validation as the API.
 *
 *   await seedFromDeclaration(context, resourcesByName.brochures)
 */
import { wallClock } from '../../shared/event-status'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/languages'
import { resourcesByName, type Field, type Resource } from '../../shared/resources'
import type { AppContext } from '../context'
import type { UploadedFile } from '../http/request-input'
import { ResourceService } from '../resources/service'
import { demoImage } from './demo-images'
import { DemoTranslations } from './demo-translations'

const clamp = (value: number, min?: number, max?: number) => Math.min(max ?? value, Math.max(min ?? value, value))

function demoValue(field: Field, language: Language, n: number): unknown {
  const label = field.label[field.translationLanguage ?? language]
  // Now on Ljubljana's clock, the clock stored datetimes are on (a UTC time cut of its zone would be an hour or two off).
  const today = wallClock(new Date())
  switch (field.kind) {
    case 'text':
      if (field.format === 'email') return `demo${n}@rudnik.example`
      if (field.format === 'url') return `https://rudnik.example/${n}`
      // A site path named after the field, so two path fields (a redirect's from and to) differ.
      if (field.format === 'path')
        return `/${label
          .normalize('NFD')
          .replace(/[^A-Za-z0-9]+/g, '-')
          .toLowerCase()}-${n}/`
      return `${label} ${n}`.padEnd(field.minLength ?? 0, '.').slice(0, field.maxLength)
    case 'longText':
      return (language === 'sl' ? `${label}: primer besedila ${n}.` : `${label}: sample text ${n}.`).slice(0, field.maxLength)
    case 'richText':
      return language === 'sl' ? `<p>${label}: <strong>primer</strong> besedila ${n}.</p>` : `<p>${label}: <strong>sample</strong> text ${n}.</p>`
    case 'integer':
      return clamp(field.default ?? n, field.min, field.max)
    case 'decimal':
      return clamp(10 * n, field.min, field.max)
    case 'boolean':
      return true // shown on the site, so the demo is seen
    case 'date':
      return today.slice(0, 10)
    case 'datetime':
      // A time that must be later than another (an unpublish time) stays empty: the demo stays shown.
      return field.strictlyAfter ? undefined : today.slice(0, 19)
    case 'choice':
      return field.default ?? field.choices[0].id
    case 'language':
      return language
    default:
      return undefined // slugs are made by the server; files, images and links below
  }
}

/** Id of a record of the named type: the first there is, else one made from its declaration. */
async function anyRecordOf(context: AppContext, name: string): Promise<number> {
  const first = await context.database.db.selectFrom(name).select('id').orderBy('id').executeTakeFirst()
  if (first) return Number(first.id)
  const [made] = await seedFromDeclaration(context, resourcesByName[name])
  return made
}

/** Creates the demo records of one type; their ids. */
export async function seedFromDeclaration(context: AppContext, resource: Resource): Promise<number[]> {
  const service = new ResourceService(resource, context)
  const hasLanguage = Object.values(resource.fields).some((field) => field.kind === 'language')
  const ids: number[] = []
  for (const [index, language] of (hasLanguage ? LANGUAGES : [DEFAULT_LANGUAGE]).entries()) {
    const n = index + 1
    const values: Record<string, unknown> = {}
    const files: Record<string, UploadedFile> = {}
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.readOnly) continue
      if (field.kind === 'image') files[name] = { filename: 'demo.jpg', mimetype: 'image/jpeg', data: await demoImage(resource.labelSingular[language], n) }
      else if (field.kind === 'reference' && field.required) values[name] = await anyRecordOf(context, field.resource)
      else if (field.kind !== 'reference' && field.kind !== 'references') {
        const value = demoValue(field, language, n)
        if (value !== undefined) values[name] = value
      }
    }
    ids.push((await service.create({ values, files, fromForm: false })).id)
  }
  // One record per language of the same demo item: translations of each other (no-op unless translatable).
  const pairs = new DemoTranslations(resource)
  for (const id of hasLanguage ? ids : []) pairs.add('item', id)
  await pairs.link(context)
  return ids
}
