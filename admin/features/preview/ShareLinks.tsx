/**
 * A saved record's links for someone without an account: make one (days: 1 to 30, default 7),
 * see the new link once (only its hash is kept), list those in force, revoke any ("Prekliči").
 */
import { Button, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useNotify, useTranslate } from 'react-admin'
import { formatDisplayDateTime } from '../../app/display-dates'
import { createPreview, failureReason, listLinks, revokeLink, type SharedLink } from './preview-api'

const DEFAULT_DAYS = 7

export function ShareLinks({ resource, id }: { resource: string; id: number }) {
  const translate = useTranslate()
  const notify = useNotify()
  const headingId = useId()
  const [links, setLinks] = useState<SharedLink[]>([])
  const [days, setDays] = useState(String(DEFAULT_DAYS))
  const [made, setMade] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [copied, setCopied] = useState<'copied' | 'copy_failed' | null>(null)
  const shownLink = useRef<HTMLInputElement>(null)

  const reload = useCallback(() => listLinks(resource, id).then(setLinks, () => setLinks([])), [resource, id])
  useEffect(() => {
    void reload()
  }, [reload])

  const create = async () => {
    setBusy(true)
    try {
      const link = await createPreview(resource, id, null, { shared: true, days: Number(days) })
      setMade(`${window.location.origin}${link.urls.sl}`)
      setCopied(null)
      await reload()
    } catch (error) {
      notify(translate('app.preview.failed', { reason: failureReason(error) }), { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  const revoke = async (link: SharedLink) => {
    await revokeLink(link.id)
    notify('app.preview.share.revoked', { type: 'info' })
    await reload()
  }
  // The clipboard needs a secure context and the page's permission; without them the link is selected for Ctrl+C.
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(made ?? '')
      setCopied('copied')
    } catch {
      shownLink.current?.select()
      setCopied('copy_failed')
    }
  }
  const dayCount = Number(days)
  const validDays = Number.isInteger(dayCount) && dayCount >= 1 && dayCount <= 30

  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h3" sx={{ mt: 3 }}>
        {translate('app.preview.share.title')}
      </Typography>
      <Typography variant="body2">{translate('app.preview.share.intro')}</Typography>
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <TextField
          label={translate('app.preview.share.days')}
          type="number"
          size="small"
          value={days}
          onChange={(event) => setDays(event.target.value)}
          error={!validDays}
          slotProps={{ htmlInput: { min: 1, max: 30, step: 1 } }}
          sx={{ width: 140 }}
        />
        <Button variant="outlined" onClick={create} disabled={busy || !validDays}>
          {translate('app.preview.share.create')}
        </Button>
      </Stack>
      {made && (
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
          <TextField
            label={translate('app.preview.share.created')}
            value={made}
            fullWidth
            inputRef={shownLink}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'preview-share-url' } }}
            onFocus={(event) => event.target.select()}
          />
          <Button variant="contained" onClick={copy} sx={{ flexShrink: 0, mt: 1 }}>
            {translate('app.preview.share.copy')}
          </Button>
        </Stack>
      )}
      <Typography role="status" variant="body2" sx={{ mt: copied ? 1 : 0 }}>
        {copied ? translate(`app.preview.share.${copied}`) : ''}
      </Typography>
      <Typography variant="subtitle1" component="h4" sx={{ mt: 2 }}>
        {translate('app.preview.share.live')}
      </Typography>
      {links.length === 0 ? (
        <Typography variant="body2">{translate('app.preview.share.none')}</Typography>
      ) : (
        <List dense>
          {links.map((link) => {
            const expires = formatDisplayDateTime(link.expires_at)
            return (
              <ListItem
                key={link.id}
                secondaryAction={
                  <Button color="error" onClick={() => revoke(link)} aria-label={translate('app.preview.share.revoke_label', { expires })}>
                    {translate('app.preview.share.revoke')}
                  </Button>
                }
              >
                <ListItemText primary={translate('app.preview.share.expires', { created: formatDisplayDateTime(link.created_at), expires })} />
              </ListItem>
            )
          })}
        </List>
      )}
    </section>
  )
}
