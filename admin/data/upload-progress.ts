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
import { reportHttpError, reportHttpSuccess } from './http-errors'

export interface ProgressOptions {
  getToken: () => string | null
  getLanguage: () => string
  /** 0..1 of the body sent. */
  onProgress?: (fraction: number) => void
  method?: string
  xhr?: () => XMLHttpRequest
}

export function postWithProgress(url: string, body: FormData, options: ProgressOptions): Promise<any> {
  const { getToken, getLanguage, onProgress, method = 'POST', xhr: makeXhr = () => new XMLHttpRequest() } = options
  return new Promise((resolve, reject) => {
    const xhr = makeXhr()
    xhr.open(method, url)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('Accept-Language', getLanguage())
    const token = getToken()
    if (token) xhr.setRequestHeader('Authorization', token)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    xhr.onload = () => {
      const json = parseJson(xhr.responseText) as any
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1)
        reportHttpSuccess(method, url)
        resolve(json)
      } else {
        reportHttpError({ url, method, status: xhr.status, statusText: xhr.statusText, detail: detailOf(json) })
        reject(httpErrorOf(xhr.status, xhr.statusText, json))
      }
    }
    xhr.onerror = () => {
      reportHttpError({ url, method, status: 0, statusText: 'Network error' })
      reject(httpErrorOf(0, '', null))
    }
    xhr.send(body)
  })
}
