/**
 * Build-time settings, from the environment the server gives the build:
 *   SITE_API_URL  where the data comes from, e.g. http://127.0.0.1:8080/api/v1 (no trailing slash)
 *   SITE_URL      the public origin, for canonical, hreflang and OpenGraph URLs
 */
import { API_BASE_PATH } from '../../shared/constants'

export const DEFAULT_SITE_URL = 'http://localhost:8080'

const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '')

export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  return withoutTrailingSlash(env.SITE_URL?.trim() || DEFAULT_SITE_URL)
}

export function apiUrl(env: NodeJS.ProcessEnv = process.env): string {
  return withoutTrailingSlash(env.SITE_API_URL?.trim() || `${DEFAULT_SITE_URL}${API_BASE_PATH}`)
}

/** Media URLs come from the API as '/media/...': they live on the API's origin. */
export function mediaOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return new URL(apiUrl(env)).origin
}
