/**
 * Record types derived from declarations, never written by hand:
 *   type News = RecordOf<typeof news>   // { id: number; title: string; lang: Language; tags: number[]; ... }
 */
import type { Language } from '../languages'
import type { Field } from './field-types'
import type { Fields, Resource } from './declaration'

type ValueOf<F extends Field> = F extends { kind: 'integer' | 'decimal' | 'reference' }
  ? number
  : F extends { kind: 'boolean' }
    ? boolean
    : F extends { kind: 'references' }
      ? number[]
      : F extends { kind: 'language' }
        ? Language
        : F extends { kind: 'choice'; choices: readonly { id: infer C }[] }
          ? C
          : string

type Stored<F extends Field> = F extends { required: true } | { kind: 'boolean' | 'references' | 'slug' } ? ValueOf<F> : ValueOf<F> | null

export type FieldsRecord<F extends Fields> = { [K in keyof F]: Stored<F[K]> }

export interface SystemFields {
  id: number
  created_at: string
  updated_at: string
}

export type RecordOf<R extends Resource> = SystemFields & FieldsRecord<R['fields']>

/** DRF's page shape. */
export interface Page<T> {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}
