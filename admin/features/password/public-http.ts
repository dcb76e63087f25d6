/**
 * Calls made while signed out (forgotten password, new password): no Authorization header, even
 * when an expired session is still stored (the API would answer its 401, which would send the page
 * to the login form), and no refresh.
 */
import { currentLanguage } from '../../app/language'
import { createHttpClient } from '../../data/http-client'

export const publicHttp = createHttpClient({ getToken: () => null, getLanguage: currentLanguage, onError: () => {}, onSuccess: () => {} })

export const jsonBody = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })
