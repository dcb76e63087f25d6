/**
 * What this build of the back office holds: every declaration of shared/resources and every
 * declaration's own screens (admin/resources/<name>/index.ts, read eagerly; they hold only lazy
 * references to their screens and the routes that belong to the declaration).
 *
 * A build with ADMIN_BUILD_RESOURCES=<name>[,<name>] replaces this module by one that imports
 * only those declarations and their folders (admin/build/build-contents-plugin.ts), so the
 * others are not in its module graph at all: bench/admin-size.ts measures its one-resource
 * baseline that way. Everything else reads the declarations through admin/registry.
 */
import { resources, type Resource } from '../../shared/resources'
import type { ResourceOverrides } from '../generic/resource-overrides'

export const declarations: readonly Resource[] = resources

const overrideModules = import.meta.glob<{ default: ResourceOverrides }>('../resources/*/index.ts', { eager: true })

/** '../resources/events/index.ts' -> 'events'. */
export const overridesByName: Record<string, ResourceOverrides> = Object.fromEntries(
  Object.entries(overrideModules).map(([file, module]) => [file.split('/')[2], module.default]),
)
