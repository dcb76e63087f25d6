/**
 * POST gallery-images/bulk/ (staff, multipart): many pictures of one gallery at once.
 *
 *   gallery      the gallery's id (once)
 *   image        one part per file (repeated; `images` is accepted too), at most 50 per request
 *   order        once: the first file's order, the next ones count up from it (default: after the
 *                gallery's last picture); or repeated, one per file
 *   is_active, alt, caption   once for every file, or repeated one per file
 *
 * All or nothing: every file's record is checked (the picture by its content) before any is
 * written, then all are saved through the service in one transaction; on any error nothing is kept. 201 answers the new rows in file
 * order; 400 answers `{gallery: [...]}` and/or `{images: [{}, {image: ["..."]}, ...]}` (one object
 * per file, in file order, `{}` for the good ones). A client may as well loop over plain
 * POST gallery-images/ calls, one file each.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { galleryImages } from '../../shared/resources'
import { requireAccess } from '../http/access'
import { fieldError, validationError } from '../http/errors'
import { emptyRecord, forbiddenKeyError, isForbiddenKey } from '../http/input-keys'
import { inputLimitsOf, type UploadedFile } from '../http/request-input'
import type { Draft, ResourceService } from '../resources/service'
import { inTransaction } from '../resources/write-unit'
import { localize, sendNestedErrors } from '../resources/nested-errors'

const FILE_FIELDS = new Set(['image', 'images'])
const PER_FILE = ['order', 'is_active', 'alt', 'caption'] as const

/** Files one bulk request may carry (the parser's `files` limit: past it, 413). */
const MAX_FILES = 50

async function readBulkParts(request: FastifyRequest) {
  const values = emptyRecord<string[]>()
  const files: UploadedFile[] = []
  const limits = inputLimitsOf(galleryImages)
  const parts = request.parts({
    limits: {
      fileSize: galleryImages.fields.image.maxBytes,
      files: MAX_FILES,
      fields: limits.fields + PER_FILE.length * MAX_FILES,
      fieldSize: limits.fieldBytes + 1,
    },
  })
  for await (const part of parts) {
    if (isForbiddenKey(part.fieldname)) throw forbiddenKeyError(part.fieldname)
    if (part.type === 'file') {
      let data: Buffer
      try {
        data = await part.toBuffer()
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw validationError({ image: [{ key: 'fileTooLarge', params: { max: Math.round(galleryImages.fields.image.maxBytes / 1048576) } }] })
        }
        throw error
      }
      if (FILE_FIELDS.has(part.fieldname)) files.push({ filename: part.filename, mimetype: part.mimetype, data })
    } else {
      if (part.valueTruncated) throw validationError({ [part.fieldname]: [{ key: 'fieldTooLarge', params: { max: limits.fieldBytes } }] })
      ;(values[part.fieldname] ??= []).push(String(part.value))
    }
  }
  return { values, files }
}

/** The value of a per-file field for file `index`: its own when repeated once per file, else the shared one. */
function valueFor(values: Record<string, string[]>, name: (typeof PER_FILE)[number], index: number, count: number, startOrder: number) {
  const list = values[name]
  if (list && list.length === count && count > 1) return list[index]
  if (name === 'order') return String((list?.length ? Number(list[0]) : startOrder) + index)
  return list?.[0]
}

export function registerGalleryImageActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  const service = services.get(galleryImages.name)!
  const { db } = app.context.database

  app.post('/gallery-images/bulk/', { config: { access: 'staff', resource: galleryImages.name } }, async (request, reply) => {
    requireAccess(request, 'staff', galleryImages.name)
    if (!request.isMultipart()) throw fieldError('image', 'filesRequired')
    const { values, files } = await readBulkParts(request)
    if (files.length === 0) throw fieldError('image', 'filesRequired')

    const gallery = values.gallery?.[0]
    const galleryId = gallery && /^\d{1,9}$/.test(gallery) ? Number(gallery) : null
    const galleryRow = galleryId ? await db.selectFrom('galleries').select('id').where('id', '=', galleryId).executeTakeFirst() : undefined
    if (!gallery) throw fieldError('gallery', 'required')
    if (!galleryRow) throw fieldError('gallery', 'invalidPk', { value: gallery })
    const orderCheck = values.order?.length === 1 && !/^\d{1,6}$/.test(values.order[0])
    if (orderCheck) throw fieldError('order', 'invalidInteger')

    const last = await db
      .selectFrom(galleryImages.name)
      .select((eb) => eb.fn.max('order').as('last'))
      .where('gallery', '=', galleryId)
      .executeTakeFirst()
    const startOrder = last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1

    // Check every file's record first (fields and picture, nothing stored), then save them all
    // through the service in one transaction: any failure stores no row and keeps no file.
    const drafts: Draft[] = []
    for (const [index, file] of files.entries()) {
      const fileValues: Record<string, unknown> = { gallery: String(galleryId) }
      for (const name of PER_FILE) {
        const value = valueFor(values, name, index, files.length, startOrder)
        if (value !== undefined) fileValues[name] = value
      }
      drafts.push(await service.check({ values: fileValues, files: { image: file }, fromForm: true, accountId: request.account?.id }, 'create'))
    }
    if (drafts.some((draft) => !draft.errors.empty)) {
      return sendNestedErrors(reply, { images: drafts.map((draft) => (draft.errors.empty ? {} : localize(request, draft.errors.errors))) })
    }
    const rows = await inTransaction(app.context, async (unit) => {
      const saved = []
      for (const draft of drafts) saved.push(await service.save(draft, unit))
      return saved
    })
    const created = rows.map((row) => service.serialize(row))
    return reply.status(201).send(created)
  })
}
