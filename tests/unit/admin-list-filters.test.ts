/**
 * The back office shows one filter per thing filtered: a declaration's aliases for API clients
 * (`language` and `lang` on events and galleries) are one "Jezik" filter (issue 24, finding 15).
 */
import { describe, expect, it } from 'vitest'
import { filtersFor } from '../../admin/generic/filters'
import { resources } from '../../shared/resources'
import { events, galleries } from '../../shared/resources'

const sources = (declaration: (typeof resources)[number]) => filtersFor(declaration, 'sl').map((input) => (input.props as { source: string }).source)

describe('list filters', () => {
  it('gives events and galleries one language filter', () => {
    for (const declaration of [events, galleries]) {
      const language = sources(declaration).filter((source) => declaration.filters[source] === 'lang')
      expect(language, declaration.name).toEqual(['lang'])
    }
  })

  it('never shows two filters for the same target on any declaration', () => {
    for (const declaration of resources) {
      const targets = sources(declaration)
        .filter((source) => source !== 'search')
        .map((source) => declaration.filters[source])
      expect(new Set(targets).size, declaration.name).toBe(targets.length)
    }
  })
})
