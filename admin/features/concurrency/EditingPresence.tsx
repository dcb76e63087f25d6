/**
 * Who else has this record open for editing (issue 13.6): a heartbeat to the presence API every
 * heartbeat_seconds while the screen is open, "Urednik <name> ureja od 10:02" with "Prevzemi
 * urejanje", and, after someone took over from this editor, a warning that says so.
 */
import { Alert, Button } from '@mui/material'
import { useCallback, useEffect, useState } from 'react'
import { useLocale, useTranslate } from 'react-admin'
import type { Presence } from '../../../shared/wire/presence'
import { apiUrl, httpClient } from '../../app/providers'
import { shortTime } from './clock'

export const EditingPresence = ({ type, id }: { type: string; id: string }) => {
  const [presence, setPresence] = useState<Presence | null>(null)
  const translate = useTranslate()
  const locale = useLocale()
  const url = `${apiUrl}/editing/${encodeURIComponent(type)}/${encodeURIComponent(id)}/`

  const call = useCallback(
    async (method: string, path = '') => {
      try {
        setPresence((await httpClient(`${url}${path}`, { method, background: true })).json as Presence)
      } catch {
        // presence is a courtesy: a failed heartbeat leaves the screen as it is
      }
    },
    [url],
  )

  useEffect(() => {
    void call('PUT')
    const timer = setInterval(() => void call('PUT'), 20_000)
    return () => {
      clearInterval(timer)
      void httpClient(url, { method: 'DELETE', background: true }).catch(() => undefined)
    }
  }, [call, url])

  if (!presence) return null
  return (
    <>
      {presence.taken_over && (
        <Alert severity="warning" role="alert" sx={{ mb: 2, width: '100%' }} data-testid="taken-over">
          {translate('app.concurrency.taken_over', { name: presence.taken_over.by, time: shortTime(presence.taken_over.at, locale) })}
        </Alert>
      )}
      {presence.editors.map((editor) => (
        <Alert
          key={editor.account_id}
          severity="info"
          role="status"
          sx={{ mb: 2, width: '100%' }}
          data-testid="other-editor"
          action={
            <Button color="inherit" size="small" onClick={() => void call('POST', 'take-over/')}>
              {translate('app.concurrency.take_over')}
            </Button>
          }
        >
          {translate('app.concurrency.editing_by', { name: editor.name, time: shortTime(editor.since, locale) })}
        </Alert>
      ))}
    </>
  )
}
