/**
 * Payloads made from declarations, for the suite that runs over every content type:
 * a valid value for each field, and for each field kind a value the server must refuse.
 */
import crypto from 'node:crypto'
import { LANGUAGES } from '../../shared/languages'
import type { Field, Resource } from '../../shared/resources'
import { resourcesByName } from '../../shared/resources'
import { pngImage, type TestApi } from './helper'

export type Payload = Record<string, unknown>

/** A value that passes the field's declared rules; `n` makes texts unique. */
export function validValue(field: Field, n: number): unknown {
  switch (field.kind) {
    case 'text': {
      if (field.format === 'email') return `sample${n}@example.com`
      if (field.format === 'url') return `https://example.com/${n}`
      if (field.format === 'path') return `/vzorec-${n}-${Math.random().toString(36).slice(2, 8)}/`
      const text = `Vzorec ${n} besedilo`.padEnd(field.minLength ?? 0, 'x')
      return text.slice(0, field.maxLength)
    }
    case 'longText':
      return `Daljše besedilo vzorca ${n}.`.slice(0, field.maxLength)
    case 'richText':
      return `<p>Daljše besedilo vzorca <strong>${n}</strong>.</p>`
    case 'integer':
      return Math.max(field.min ?? 1, Math.min(field.max ?? 1000, 1 + (n % 7)))
    case 'decimal':
      return Math.max(field.min ?? 0, Math.min(field.max ?? 1000, 12.5))
    case 'boolean':
      return true
    case 'date':
      return '2025-09-13'
    case 'datetime':
      // A field that must be strictly later than another (an unpublish time) far after it: a sample is
      // shown now, and another value of the earlier field (a filter's other record) stays before it.
      return field.strictlyAfter ? '2099-09-13T10:00:00' : '2025-09-13T10:00:00'
    case 'choice':
      return field.choices[0].id
    case 'language':
      // A language that must be unique (one record per language) alternates, so two samples can coexist.
      return field.unique ? LANGUAGES[(n + 1) % LANGUAGES.length] : 'sl'
    default:
      return undefined // slugs are made by the server; images, files and links are handled by the caller
  }
}

/** A value the server must refuse with a message on that field, or undefined where no such value exists. */
export function invalidValue(field: Field): unknown {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'richText':
      return 'x'.repeat(field.maxLength + 1)
    case 'slug':
      return 'Not A Slug!'
    case 'integer':
      return 'twelve'
    case 'decimal':
      return 'a lot'
    case 'boolean':
      return 'maybe'
    case 'date':
    case 'datetime':
      return '31.02.2025'
    case 'choice':
    case 'language':
      return 'no-such-choice'
    case 'reference':
      return 999999
    case 'references':
      return [999999]
    case 'image':
    case 'file':
      return 'not a file at all'
    default:
      return undefined
  }
}

/** An mp4 in shape (an 'ftyp' box, then one 'mdat' box holding the rest), `size` bytes long. */
export function fakeMp4(size: number): Buffer {
  const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0, ...Buffer.from('mp42isom')])
  const mdat = Buffer.alloc(8)
  mdat.writeUInt32BE(size - ftyp.length, 0)
  mdat.write('mdat', 4, 'latin1')
  return Buffer.concat([ftyp, mdat, crypto.randomBytes(size - ftyp.length - 8)])
}

/** Creates records of other types that a payload links to, once per type. */
export class SampleFactory {
  private created = new Map<string, number>()
  private counter = 0

  constructor(private readonly api: TestApi) {}

  /** A valid create payload for `resource`, with its required links made first. `files` holds image uploads. */
  async payload(resource: Resource): Promise<{ values: Payload; files: Record<string, Buffer> }> {
    const n = ++this.counter
    const values: Payload = {}
    const files: Record<string, Buffer> = {}
    for (const [name, field] of Object.entries(resource.fields)) {
      if (field.readOnly) continue // computed by the server
      if (field.kind === 'image') {
        if (field.required) files[name] = await pngImage(12, 8)
      } else if (field.kind === 'reference') {
        if (field.required) values[name] = await this.record(field.resource)
      } else if (field.kind === 'references') {
        values[name] = []
      } else {
        const value = validValue(field, n)
        if (value !== undefined) values[name] = value
      }
    }
    return { values, files }
  }

  /** Id of a record of the named type, created on first use. */
  async record(name: string): Promise<number> {
    const known = this.created.get(name)
    if (known) return known
    const id = (await this.fresh(name)).id
    this.created.set(name, id)
    return id
  }

  /** A new record of the named type, with `overrides` in its payload; the created record. */
  async fresh(name: string, overrides: Payload = {}): Promise<Record<string, any>> {
    const resource = resourcesByName[name]
    const { values, files } = await this.payload(resource)
    const res = await send(this.api, 'POST', `/${resource.endpoints.staff}`, { ...values, ...overrides }, files)
    if (res.status !== 201) throw new Error(`could not create a ${name} sample: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
}

/** JSON when there are no files, multipart otherwise (arrays as repeated keys). */
export async function send(api: TestApi, method: string, url: string, values: Payload, files: Record<string, Buffer> = {}, token = api.staffToken) {
  if (Object.keys(files).length === 0) return api.request(method, url, { token, body: values })
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) value.forEach((v) => form.append(key, String(v)))
    else if (value !== undefined && value !== null) form.append(key, String(value))
  }
  for (const [key, data] of Object.entries(files)) form.append(key, new Blob([new Uint8Array(data)]), `${key}.png`)
  return api.request(method, url, { token, multipart: form })
}
