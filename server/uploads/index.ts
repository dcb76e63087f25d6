/** Resumable uploads (store.ts): a large file sent in parts, checked, then used by a record's file field. */
import type { ServerFeature } from '../feature'
import { uploadTables } from './table'

export const uploads: ServerFeature = { name: 'uploads', tables: uploadTables }
