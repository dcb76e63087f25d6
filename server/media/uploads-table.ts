/** Resumable uploads (uploads.ts): a file received in parts before a record uses it. */
import type { TableSpec } from '../db/table-spec'

export const uploadTables: TableSpec[] = [
  {
    name: 'uploads',
    withId: true,
    columns: [
      /** receiving, complete (checked, kept private in DATA_DIR/uploads), used (moved into media by a record). */
      { name: 'status', type: 'text', notNull: true },
      { name: 'filename', type: 'text' },
      { name: 'total', type: 'integer' },
      { name: 'received', type: 'integer', notNull: true },
      /** video, pdf or image, read from the content once complete, and the extension it is stored under. */
      { name: 'kind', type: 'text' },
      { name: 'extension', type: 'text' },
      /** Path under the media folder once a record used it. */
      { name: 'path', type: 'text' },
      { name: 'created_by', type: 'integer' },
      { name: 'created_at', type: 'text', notNull: true },
      { name: 'updated_at', type: 'text', notNull: true },
    ],
  },
]
