/**
 * Many pictures at once, one multipart POST per file (the parent's id, image, order and the
 * panel's flags: a gallery's pictures go in active, none goes in as the main one), each with its
 * own progress (data/upload-progress.ts, XHR). A failed file shows the server's reason for it; the
 * others still go in.
 */
import { useState } from 'react'
import { useTranslate } from 'react-admin'
import { apiUrl, refreshSession } from '../../app/providers'
import { currentLanguage } from '../../app/language'
import { getToken } from '../../auth/session'
import { postWithProgress } from '../../data/upload-progress'
import { staffPathOf } from '../../registry'
import type { ImagePanelOptions } from './image-panels'

export interface ImageUpload {
  name: string
  percent: number
  error?: string
}

export function useImageUploads(options: ImagePanelOptions, parentId: unknown) {
  const translate = useTranslate()
  const [uploads, setUploads] = useState<ImageUpload[]>([])

  /** Resolves with how many files went in. */
  const upload = async (files: File[], firstOrder: number): Promise<number> => {
    setUploads(files.map((file) => ({ name: file.name, percent: 0 })))
    const results = await Promise.allSettled(
      files.map((file, index) => {
        const form = new FormData()
        form.append(options.parentField, String(parentId))
        form.append('image', file, file.name)
        if (options.orderField) form.append(options.orderField, String(firstOrder + index))
        if (options.activeFlag) form.append(options.activeFlag, 'true')
        if (options.mainFlag) form.append(options.mainFlag, 'false')
        const update = (percent: number, error?: string) => setUploads((list) => list.map((item, i) => (i === index ? { ...item, percent, error } : item)))
        return postWithProgress(`${apiUrl}/${staffPathOf(options.resource)}`, form, {
          getToken,
          getLanguage: currentLanguage,
          refreshSession,
          onProgress: (fraction) => update(Math.round(fraction * 100)),
        }).catch((error) => {
          const body = (error as { body?: Record<string, unknown> }).body
          const reason = Array.isArray(body?.image) ? String(body.image[0]) : (error as Error).message
          update(0, translate(reason, { _: reason }))
          throw error
        })
      }),
    )
    return results.filter((result) => result.status === 'fulfilled').length
  }

  return { uploads, upload }
}
