/** The menu's addresses (site/paths.ts) are the declared types' own (`site.path`), so a moved list cannot leave the menu behind. */
import { describe, expect, it } from 'vitest'
import { LINKS, newsLinks } from '../../site/paths'
import { sitePath } from '../../shared/pages/model'
import { resources } from '../../shared/resources'
import { LANGUAGES } from '../../shared/languages'

describe('site paths', () => {
  it('name every declared list where its declaration puts it, in every language', () => {
    const menu = new Set<string>([...Object.values(LINKS), newsLinks.page()])
    for (const resource of resources.filter((candidate) => candidate.site)) {
      for (const language of LANGUAGES) expect(menu.has(sitePath(resource.site!, language)), `${resource.name} (${language})`).toBe(true)
    }
  })
})
