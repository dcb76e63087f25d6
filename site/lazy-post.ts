/**
 * client-api's postForm, loaded when a form is first sent: the newsletter box and notice are on
 * pages whose JS has a budget (home page: 95 KB gzip), and most visitors never send them. A load
 * that fails (offline, or a chunk of a build no longer served) answers like a failed request
 * (status 0), so the form shows its error instead of staying "sending".
 */
import type { Language } from '../shared/languages'
import type { FormAnswer } from './client-api'

export async function postFormLazily<T = unknown>(path: string, values: Record<string, unknown>, language: Language): Promise<FormAnswer<T>> {
  let postForm: typeof import('./client-api').postForm
  try {
    ;({ postForm } = await import('./client-api'))
  } catch {
    return { ok: false, status: 0, data: null, errors: {} }
  }
  return postForm<T>(path, values, language)
}
