/**
 * Which declarations this build of the back office holds: every one of shared/resources.
 *
 * A build with ADMIN_BUILD_RESOURCES=<name>[,<name>] replaces this module by one that imports
 * only those declarations, and admin/resources/index.ts by one that imports only their folders
 * (admin/build/build-contents-plugin.ts), so the others are not in its module graph at all:
 * bench/admin-size.ts measures its one-resource baseline that way. Everything else reads the
 * declarations through admin/registry. This module imports nothing of the back office, so the
 * registry, which nearly every screen imports, closes no import circle.
 */
import { resources, type Resource } from '../../shared/resources'

export const declarations: readonly Resource[] = resources
