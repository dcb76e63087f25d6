/**
 * defineResource: checks a declaration against its own fields and keeps their literal types.
 *   export const tags = defineResource({ name: 'tags', fields: { ... }, ... })
 */
import type { DefineResource } from './declaration'

export const defineResource: DefineResource = (declaration) => declaration
