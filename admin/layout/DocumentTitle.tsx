/** Keeps the browser tab's title (WCAG 2.4.2) in step with the page title. */
import { useEffect } from 'react'
import { useTranslate } from 'react-admin'
import { useRouteTitle } from './useRouteTitle'

export const DocumentTitle = () => {
  const title = useRouteTitle()
  const translate = useTranslate()
  const appTitle = translate('app.title')
  useEffect(() => {
    document.title = `${title} · ${appTitle}`
  }, [title, appTitle])
  return null
}
