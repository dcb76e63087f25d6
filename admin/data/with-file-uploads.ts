/**
 * Wraps any dataProvider so that create and update send multipart/form-data when a value holds
 * a new file (react-admin's FileInput/ImageInput give `{rawFile: File, src, title}`), and plain
 * JSON otherwise (see react-admin's docs, "Handling File Uploads").
 *
 *   const dataProvider = withFileUploads(drfDataProvider(...), { fileFields: fileFieldsOf })
 *
 * Multipart encoding (what DRF's parsers read): a file is a file part; an array repeats its key
 * (an empty array sends the key once with ''); booleans are 'true'/'false'; null is ''.
 * A file field still holding the stored file (its URL string or a `{src}` object) is left out in
 * both modes: the server keeps the file. Null in a file field removes the file.
 */
import type { DataProvider } from 'react-admin'
import { changedFields, withoutReadOnly } from './changes'

export interface FileUploadOptions {
  /** Names of the fields of `resource` that hold uploaded files. */
  fileFields: (resource: string) => readonly string[]
}

type Data = Record<string, unknown>

function fileOf(value: unknown): File | null {
  if (typeof File !== 'undefined' && value instanceof File) return value
  if (value && typeof value === 'object' && 'rawFile' in value) {
    const raw = (value as { rawFile: unknown }).rawFile
    if (typeof File !== 'undefined' && raw instanceof File) return raw
  }
  return null
}

const holdsFile = (value: unknown): boolean => (Array.isArray(value) ? value.some(holdsFile) : fileOf(value) !== null)

/** True for a file field value that only points at the stored file. */
function isStoredFile(value: unknown): boolean {
  if (typeof value === 'string') return value !== ''
  return !!value && typeof value === 'object' && !fileOf(value) && 'src' in value
}

function withoutStoredFiles(data: Data, fileFields: readonly string[]): Data {
  return Object.fromEntries(Object.entries(data).filter(([key, value]) => !(fileFields.includes(key) && isStoredFile(value))))
}

function appendValue(form: FormData, key: string, value: unknown): void {
  const file = fileOf(value)
  if (file) form.append(key, file, file.name)
  else if (value === null) form.append(key, '')
  else if (typeof value === 'boolean') form.append(key, value ? 'true' : 'false')
  else if (value instanceof Date) form.append(key, value.toISOString())
  else if (typeof value === 'object') form.append(key, JSON.stringify(value))
  else form.append(key, String(value))
}

export function toFormData(data: Data): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue
    if (Array.isArray(value)) {
      if (value.length === 0) form.append(key, '')
      else value.forEach((item) => appendValue(form, key, item))
    } else appendValue(form, key, value)
  }
  return form
}

export function withFileUploads(dataProvider: DataProvider, { fileFields }: FileUploadOptions): DataProvider {
  const prepare = (resource: string, data: Data): Data | FormData => {
    const kept = withoutStoredFiles(data, fileFields(resource))
    return Object.values(kept).some(holdsFile) ? toFormData(kept) : kept
  }

  return {
    ...dataProvider,
    create: (resource, params) => dataProvider.create(resource, { ...params, data: prepare(resource, withoutReadOnly(params.data)) }),
    update: (resource, params) =>
      dataProvider.update(resource, {
        ...params,
        data: prepare(resource, changedFields(params.data, params.previousData)),
      }),
  }
}
