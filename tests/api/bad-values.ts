/**
 * Values each declared field kind must refuse, and the shapes a hostile body gives them: one
 * table for every FieldKind (the compiler checks none is missing), read by bad-input.test.ts.
 *
 *   badValuesFor(field)  -> [{ label: 'too long', value: 'xxx…' }, ...]
 *   shapesOf('title', 'x') -> JSON, urlencoded with the key twice, a long array, nesting
 */
import type { Field, FieldKind } from '../../shared/resources/field-types'

export interface BadValue {
  label: string
  value: unknown
}

const object = { nested: { deeper: ['object'] } }
const any = (): BadValue[] => [
  { label: 'an object', value: object },
  { label: 'a list of objects', value: [object] },
]

/** For each kind, values no rule of that kind may accept (limits come from the field's own declaration). */
const BY_KIND: { [K in FieldKind]: (field: Extract<Field, { kind: K }>) => BadValue[] } = {
  text: (field) => [
    { label: 'one character too long', value: 'x'.repeat(field.maxLength + 1) },
    { label: 'a NUL character', value: 'a\u0000b' },
    { label: 'a boolean', value: true },
    ...(field.minLength && field.minLength > 1 ? [{ label: 'too short', value: 'x'.repeat(field.minLength - 1) }] : []),
    ...(field.format === 'email'
      ? [
          { label: 'not an e-mail', value: 'not-an-email' },
          { label: 'two @', value: 'a@b@c.si' },
        ]
      : []),
    ...(field.format === 'url'
      ? [
          { label: 'a script URL', value: 'javascript:alert(1)' },
          { label: 'no scheme', value: 'www.example.com' },
        ]
      : []),
    ...any(),
  ],
  longText: (field) => [{ label: 'one character too long', value: 'y'.repeat(field.maxLength + 1) }, { label: 'a NUL character', value: 'a\u0000b' }, ...any()],
  richText: (field) => [
    { label: 'one character too long', value: 'y'.repeat(field.maxLength + 1) },
    // At the limit as sent, past it once escaped (each '<' is stored as '&lt;').
    { label: 'too long once escaped', value: '<'.repeat(field.maxLength) },
    { label: 'a NUL character', value: '<p>a\u0000b</p>' },
    { label: 'a number', value: 12 },
    ...(field.required ? [{ label: 'nothing left after sanitising', value: '<script>alert(1)</script><p></p>' }] : []),
    ...any(),
  ],
  slug: (field) => [
    { label: 'spaces and capitals', value: 'Not A Slug!' },
    { label: 'a double hyphen', value: 'a--b' },
    { label: 'one character too long', value: 'a'.repeat(field.maxLength + 1) },
    ...any(),
  ],
  integer: (field) => [
    { label: 'a word', value: 'twelve' },
    { label: 'a fraction', value: '1.5' },
    { label: 'a fraction as a number', value: 1.5 },
    { label: 'an exponent', value: '1e3' },
    { label: 'sixteen digits', value: '9'.repeat(16) },
    ...(field.min !== undefined ? [{ label: 'below min', value: field.min - 1 }] : []),
    ...(field.max !== undefined ? [{ label: 'above max', value: field.max + 1 }] : []),
    ...any(),
  ],
  decimal: (field) => [
    { label: 'words', value: 'a lot' },
    { label: 'a decimal comma', value: '1,5' },
    { label: 'an exponent', value: '1e3' },
    ...(field.min !== undefined ? [{ label: 'below min', value: field.min - 1 }] : []),
    ...(field.max !== undefined ? [{ label: 'above max', value: field.max + 1 }] : []),
    ...any(),
  ],
  boolean: () => [{ label: 'maybe', value: 'maybe' }, { label: 'two', value: 2 }, { label: 'null', value: null }, ...any()],
  date: () => [
    { label: 'the 31st of February', value: '31.02.2025' },
    { label: 'a word', value: 'yesterday' },
    { label: 'month 13', value: '2025-13-01' },
    { label: 'a number', value: 20250913 },
    { label: 'past the last day once its zone is converted', value: '9999-12-31T23:30:00-01:00' },
    ...any(),
  ],
  datetime: () => [
    { label: 'hour 25', value: '2025-09-13T25:00:00' },
    { label: 'a word', value: 'soon' },
    { label: 'the 31st of February', value: '31.02.2025 10:00' },
    { label: 'a local time the spring switch skips', value: '2026-03-29T02:30:00' },
    { label: 'an offset no place uses', value: '2025-09-13T10:00:00+99:00' },
    ...any(),
  ],
  choice: () => [{ label: 'no such choice', value: 'no-such-choice' }, { label: 'a number', value: 5 }, ...any()],
  language: () => [{ label: 'German', value: 'de' }, { label: 'a language path', value: '../en' }, ...any()],
  image: () => [
    { label: 'text', value: 'not a file at all' },
    { label: 'a number', value: 12 },
    { label: 'an unknown upload', value: 'upload:999999' },
    { label: "another record's file", value: '/media/elsewhere/other.png' },
    ...any(),
  ],
  file: () => [
    { label: 'text', value: 'not a file at all' },
    { label: 'an unknown upload', value: 'upload:999999' },
    { label: "another record's file", value: '/media/elsewhere/other.mp4' },
    ...any(),
  ],
  reference: () => [
    { label: 'a missing record', value: 999999 },
    { label: 'a word', value: 'abc' },
    { label: 'minus one', value: -1 },
    { label: 'a fraction', value: 1.5 },
    ...any(),
  ],
  references: () => [
    { label: 'a missing record', value: [999999] },
    { label: 'words', value: 'a,b' },
    { label: 'objects', value: [object] },
    { label: 'minus one', value: [-1] },
    { label: '201 ids', value: Array.from({ length: 201 }, (_, i) => i + 1) },
    { label: '50,000 ids', value: Array.from({ length: 50_000 }, (_, i) => i + 1) },
    { label: 'an object', value: object },
  ],
}

export function badValuesFor(field: Field): BadValue[] {
  const values = (BY_KIND[field.kind] as (field: Field) => BadValue[])(field)
  // A required field may not be emptied either (booleans have no "empty").
  if (field.required && field.kind !== 'boolean') values.push({ label: 'blank', value: '' }, { label: 'null', value: null })
  return values
}

/** A body that carries one bad value for one field, in the ways a client can spell it. */
export interface Shape {
  label: string
  contentType: string
  payload: string
}

const nested = (depth: number, leaf: unknown): unknown => (depth === 0 ? leaf : { a: nested(depth - 1, leaf) })

/**
 * The same field, sent as: the key twice (urlencoded), a long array, nesting within the depth
 * the server reads. Each must be refused on that field, like any other wrong value.
 */
export function shapesOf(name: string, field: Field): Shape[] {
  const form = (pairs: [string, string][]) => ({ contentType: 'application/x-www-form-urlencoded', payload: new URLSearchParams(pairs).toString() })
  const json = (value: unknown) => ({ contentType: 'application/json', payload: JSON.stringify({ [name]: value }) })
  const shapes: Shape[] = [
    { label: 'nested 6 deep', ...json(nested(6, 'x')) },
    { label: 'an array of 5,000 items', ...json(Array.from({ length: 5000 }, () => 'x')) },
  ]
  // Repeated keys become a list: a one-value field must refuse it (a references field takes lists).
  if (field.kind !== 'references')
    shapes.push({
      label: 'the key twice',
      ...form([
        [name, 'a'],
        [name, 'b'],
      ]),
    })
  return shapes
}
