/**
 * The back office's singletons, wired from the registry: one http client (token + language on
 * every call), one generic DRF dataProvider wrapped by the upload layer (multipart saves go through
 * XHR so forms show their upload progress), one authProvider, and the central answer to a 401 from
 * any request (auth/session-expiry.ts), which data/http-errors.ts announces.
 */
import { API_BASE_PATH } from '../../shared/constants'
import { createAuthProvider } from '../auth/auth-provider'
import { getRefreshToken, getToken, saveTokens } from '../auth/session'
import { createSessionExpiry, isSessionCall } from '../auth/session-expiry'
import { createTokenRefresher } from '../auth/token-refresh'
import { drfDataProvider } from '../data/drf-data-provider'
import { createHttpClient } from '../data/http-client'
import { onHttpError } from '../data/http-errors'
import { postWithProgress } from '../data/upload-progress'
import { endUpload, setUploadProgress, startUpload } from '../data/upload-state'
import { withFileUploads } from '../data/with-file-uploads'
import { savedOnSite, withPublicPages } from '../data/with-public-pages'
import { declarationOf, fileFieldsOf, staffPathOf } from '../registry'
import { currentLanguage } from './language'
import { adminLocation, publicSiteUrl } from './location'

export const apiUrl = API_BASE_PATH

/** One refresher for the page: every call that meets a 401 waits for the same refresh (token-refresh.ts). */
const refresher = createTokenRefresher({ url: `${apiUrl}/api-token-refresh/`, getToken, getRefreshToken, saveTokens })
export const refreshSession = refresher.refresh

export const httpClient = createHttpClient({ getToken, getLanguage: currentLanguage, refreshSession, skipRefresh: isSessionCall })

/** Resources the server owns without a declaration: react-admin name -> collection path. */
const SERVER_OWNED: Record<string, string> = { users: 'accounts/users/' }

const pathOf = (resource: string): string => SERVER_OWNED[resource] ?? staffPathOf(resource)

/** A multipart save with its progress published for the form's bar (generic/UploadProgress.tsx). */
async function multipartWithProgress(url: string, method: string, form: FormData, resource: string, headers?: Record<string, string>) {
  startUpload(resource)
  try {
    return await postWithProgress(url, form, {
      getToken,
      getLanguage: currentLanguage,
      refreshSession,
      method,
      headers,
      onProgress: (fraction) => setUploadProgress(resource, fraction),
    })
  } finally {
    endUpload(resource)
  }
}

export const dataProvider = withPublicPages(
  withFileUploads(drfDataProvider({ apiUrl, pathOf, httpClient, multipart: multipartWithProgress }), {
    fileFields: (resource) => (resource in SERVER_OWNED ? [] : fileFieldsOf(resource)),
  }),
  (resource, record) => (resource in SERVER_OWNED ? { page: null, shown: null } : savedOnSite(declarationOf(resource), record)),
)

/** The router path of this page with its query ('/news/create', '/news?filter=...'). */
const currentPath = () => {
  const { pathname, search } = window.location
  return `${pathname.slice(adminLocation(pathname).basename.length) || '/'}${search}`
}

export const sessionExpiry = createSessionExpiry({
  currentPath,
  absoluteUrl: (path) => `${window.location.origin}${adminLocation(window.location.pathname).basename}${path}`,
})

// Every 401, from any request of the back office, ends here once (signing in and out excepted).
onHttpError((failure) => {
  if (failure.status === 401 && !isSessionCall(failure.url)) sessionExpiry.expire()
})

/** The public site's home in the UI language ('/' for sl, '/en/' for en), as a whole URL. */
export const publicSiteAddress = () => `${window.location.origin}${publicSiteUrl(currentLanguage())}`

export const authProvider = createAuthProvider({ apiUrl, httpClient, publicSiteAddress, sessionExpiry })
