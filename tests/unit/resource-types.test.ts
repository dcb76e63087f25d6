/** Record types come from the declarations (checked by `npm run typecheck`, which runs first in `npm test`). */
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { Language } from '../../shared/languages'
import type { RecordOf, news, tags } from '../../shared/resources'
import { resources } from '../../shared/resources'

type News = RecordOf<typeof news>
type Tag = RecordOf<typeof tags>

describe('types derived from declarations', () => {
  it('keep required fields non-null and optional ones nullable', () => {
    expectTypeOf<News['title']>().toEqualTypeOf<string>()
    expectTypeOf<News['summary']>().toEqualTypeOf<string | null>()
    expectTypeOf<News['image']>().toEqualTypeOf<string | null>()
  })

  it('type languages, booleans, links and system fields', () => {
    expectTypeOf<News['lang']>().toEqualTypeOf<Language>()
    expectTypeOf<News['is_published']>().toEqualTypeOf<boolean>()
    expectTypeOf<News['tags']>().toEqualTypeOf<number[]>()
    expectTypeOf<Tag['id']>().toEqualTypeOf<number>()
    expectTypeOf<Tag['slug']>().toEqualTypeOf<string>()
  })

  it('list every declaration once in the registry', () => {
    const names = resources.map((r) => r.name)
    expect(new Set(names).size).toBe(names.length)
    expect(names).toEqual(expect.arrayContaining(['news', 'tags']))
  })
})
