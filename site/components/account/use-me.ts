/**
 * The account page's own account: GET accounts/me/ (refreshed once on a 401 by client-api). Not
 * signed in, or a sign-in that is over: the visitor goes to /login, which brings them back here.
 *
 *   const { me, setMe, expired } = useMe()   // me undefined while asked
 */
import { navigate } from 'gatsby'
import { useCallback, useEffect, useState } from 'react'
import type { Profile } from '../../../shared/wire/account'
import { getJson } from '../../client-api'
import { useTranslation } from '../../i18n'
import { LINKS, localizedPath } from '../../paths'
import { saveAccount, storedToken } from '../../session'

/** The signed-in account with its details, as GET accounts/me/ answers it. */
export type Me = Profile

/** Sends the visitor to the login page, which returns to where they were. */
export function toLogin(language: 'sl' | 'en') {
  const here = window.location.pathname
  navigate(`${localizedPath(language, LINKS.login)}?redirect=${encodeURIComponent(here)}`, { replace: true })
}

export function useMe() {
  const { language } = useTranslation()
  const [me, setMe] = useState<Me | undefined>(undefined)
  const [failed, setFailed] = useState(false)
  const load = useCallback(async () => {
    if (!storedToken()) return toLogin(language)
    const answer = await getJson<Me>('accounts/me/', language)
    if (answer.status === 401) return toLogin(language)
    if (!answer.ok || !answer.data) return setFailed(true)
    setMe(answer.data)
    saveAccount(answer.data)
  }, [language])
  useEffect(() => {
    void load()
  }, [load])
  return { me, setMe, failed, reload: load }
}
