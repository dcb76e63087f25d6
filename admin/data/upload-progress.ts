/**
 * Multipart uploads that report their progress: fetch cannot tell how much of a body was sent,
 * XMLHttpRequest can (`upload.onprogress`). Same headers as the http client (token, language),
 * the same HttpError on failure (http-client.ts httpErrorOf) and the same central report
 * (http-errors.ts), so a 401 here also leads back to login with the draft kept, and a lost
 * connection is reported like any other.
 *
 *   await postWithProgress('/api/v1/gallery-images/', form, { getToken, getLanguage, onProgress: (f) => setPercent(f * 100) })
 *   await postWithProgress('/api/v1/news/admin/news/3/', form, { ...session, method: 'PATCH' })
 */
import { detailOf, httpErrorOf, parseJson } from './http-client'
import { noteSiteChange, SITE_CHANGE_HEADER } from '../layout/site-change-store'
import { reportHttpError, reportHttpSuccess } from './http-errors'

export interface ProgressOptions {
  getToken: () => string | null
  getLanguage: () => string
  /** 0..1 of the body sent. */
  onProgress?: (fraction: number) => void
  method?: string
  xhr?: () => XMLHttpRequest
  /** More request headers (If-Match of a versioned save). */
  headers?: Record<string, string>
  /** See http-client.ts: asked once on a 401; true sends the file again with the new token. */
  refreshSession?: (failedToken: string | null) => Promise<boolean>
}

interface XhrAnswer {
  status: number
  statusText: string
  json: any
  token: string | null
  siteChangedAt?: string | null
}

function sendOnce(url: string, body: FormData, options: ProgressOptions): Promise<XhrAnswer> {
  const { getToken, getLanguage, onProgress, method = 'POST', xhr: makeXhr = () => new XMLHttpRequest() } = options
  return new Promise((resolve) => {
    const xhr = makeXhr()
    xhr.open(method, url)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('Accept-Language', getLanguage())
    const token = getToken()
    if (token) xhr.setRequestHeader('Authorization', token)
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () =>
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        json: parseJson(xhr.responseText),
        token,
        siteChangedAt: xhr.getResponseHeader(SITE_CHANGE_HEADER),
      })
    xhr.onerror = () => resolve({ status: 0, statusText: 'Network error', json: null, token })
    xhr.send(body)
  })
}

export async function postWithProgress(url: string, body: FormData, options: ProgressOptions): Promise<any> {
  const { method = 'POST', onProgress, refreshSession } = options
  let answer = await sendOnce(url, body, options)
  // as the http client: an expired access token is refreshed once, and the file sent again
  if (answer.status === 401 && refreshSession && (await refreshSession(answer.token))) answer = await sendOnce(url, body, options)
  const { status, statusText, json } = answer
  if (status >= 200 && status < 300) {
    onProgress?.(1)
    reportHttpSuccess(method, url)
    noteSiteChange(answer.siteChangedAt)
    return json
  }
  reportHttpError({ url, method, status, statusText: status === 0 ? 'Network error' : statusText, detail: detailOf(json) })
  throw httpErrorOf(status, statusText, json)
}
