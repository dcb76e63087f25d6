/**
 * The multipart save under way, per resource, and how much of its body is sent: the data
 * provider's XHR sender (app/providers.ts) writes it, the form's progress bar
 * (generic/UploadProgress.tsx) reads it. One save per resource at a time is all a form does.
 *
 *   startUpload('news'); setUploadProgress('news', 0.4); endUpload('news')
 *   uploadProgressOf('news')  -> 0.4, or null when nothing is being sent
 */
const progress = new Map<string, number>()
const listeners = new Set<() => void>()

const changed = () => listeners.forEach((listener) => listener())

export function subscribeUploads(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const uploadProgressOf = (resource: string): number | null => progress.get(resource) ?? null

export function startUpload(resource: string): void {
  progress.set(resource, 0)
  changed()
}

export function setUploadProgress(resource: string, fraction: number): void {
  if (!progress.has(resource)) return
  progress.set(resource, Math.max(0, Math.min(1, fraction)))
  changed()
}

export function endUpload(resource: string): void {
  progress.delete(resource)
  changed()
}
