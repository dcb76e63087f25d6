/**
 * The folders of the declarations that need more than the generated screens, by declaration name
 * (admin/resources/README.md). Read eagerly: each folder's index.ts holds only lazy references to its
 * screens. A build with ADMIN_BUILD_RESOURCES replaces this module by one that imports only the named
 * declarations' folders (admin/build/build-contents-plugin.ts).
 */
import type { ResourceOverrides } from '../app/feature'

const folderModules = import.meta.glob<{ default: ResourceOverrides }>('./*/index.ts', { eager: true })

/** './events/index.ts' -> 'events'. */
export const overridesByName: Record<string, ResourceOverrides> = Object.fromEntries(
  Object.entries(folderModules).map(([file, module]) => [file.split('/')[1], module.default]),
)
