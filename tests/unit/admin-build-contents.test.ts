/**
 * The build-time contents of a back office (admin/build/build-contents-plugin.ts): which files a
 * declaration brings, and the lists it refuses. bench/admin-size.ts builds and checks the bundles.
 */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildContents, loadRegistry, resourceModules } from '../../admin/build/build-contents-plugin'

const root = path.resolve(__dirname, '../..')
const relative = (files: string[]) => files.map((file) => path.relative(root, file))

describe('ADMIN_BUILD_RESOURCES', () => {
  it('a declaration brings its file, its folder and the screens its folder loads', async () => {
    const registry = await loadRegistry(root)
    const events = resourceModules(root, registry, 'events')
    expect(path.relative(root, events.declarationFile)).toBe('shared/resources/events.ts')
    expect(relative(events.screens)).toEqual(
      expect.arrayContaining(['admin/resources/events/index.ts', 'admin/resources/events/KeyPage.tsx', 'admin/resources/events/KeyEditPage.tsx']),
    )
    expect(path.relative(root, resourceModules(root, registry, 'order_lines').declarationFile)).toBe('shared/resources/orders.ts')
    expect(resourceModules(root, registry, 'entrepreneurs').screens).toEqual([])
  })

  it('refuses an unknown name and a list that leaves out a referenced declaration; none replaces nothing', async () => {
    await expect(buildContents(root, ['nonsense'])).rejects.toThrow(/no declaration is named 'nonsense'/)
    await expect(buildContents(root, ['news'])).rejects.toThrow(/news.tags references 'tags': name it too/)
    await expect(buildContents(root, ['news', 'tags'])).resolves.toMatchObject({ name: 'admin-build-contents' })
    await expect(buildContents(root, [])).resolves.toBeNull()
  })
})
