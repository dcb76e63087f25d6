/**
 * /admin/privacy (the `privacy` scope): everything stored about one e-mail address, exported as
 * JSON or erased across every store after a confirmation (server/privacy). The tables below the
 * field say how many rows each store held or lost.
 */
import DeleteForeverIcon from '@mui/icons-material/DeleteForever'
import DownloadIcon from '@mui/icons-material/Download'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { Confirm, Title, useNotify, useTranslate } from 'react-admin'
import { CountsTable } from './CountsTable'
import type { StoreCounts } from '../../../shared/wire/privacy'
import { ADDRESS_MAX } from '../../../shared/constants'
import { downloadExport, emailErrorOf, eraseEverything } from './privacy-data'

type Outcome = { kind: 'found' | 'erased'; email: string; counts: StoreCounts }

const PrivacyPage = () => {
  const translate = useTranslate()
  const notify = useNotify()
  const [email, setEmail] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>()
  const address = email.trim()

  const act = async (kind: Outcome['kind']) => {
    setBusy(true)
    setFieldError(undefined)
    try {
      const counts = kind === 'found' ? await downloadExport(address) : await eraseEverything(address)
      setOutcome({ kind, email: address.toLowerCase(), counts })
      notify(kind === 'found' ? 'app.privacy.exported' : 'app.privacy.erase_done', { type: 'success' })
    } catch (error) {
      const message = emailErrorOf(error)
      if (message) setFieldError(message)
      else notify('app.privacy.failed', { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  const exportData = (event: FormEvent) => {
    event.preventDefault()
    void act('found')
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.privacy.title')} />
      <CardContent>
        <Typography component="h2" variant="h5" gutterBottom>
          {translate('app.privacy.title')}
        </Typography>
        <Typography sx={{ maxWidth: 720, mb: 2 }}>{translate('app.privacy.intro')}</Typography>
        <Box component="form" onSubmit={exportData} noValidate sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <TextField
            id="privacy-email"
            label={translate('app.privacy.email')}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            error={Boolean(fieldError)}
            helperText={fieldError ?? translate('app.privacy.email_help')}
            slotProps={{ htmlInput: { maxLength: ADDRESS_MAX, autoComplete: 'off' } }}
            sx={{ minWidth: 320 }}
          />
          <Button type="submit" variant="contained" startIcon={<DownloadIcon />} disabled={busy || !address} sx={{ mt: 1 }}>
            {translate('app.privacy.export')}
          </Button>
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteForeverIcon />}
            disabled={busy || !address}
            onClick={() => setConfirming(true)}
            sx={{ mt: 1 }}
          >
            {translate('app.privacy.erase')}
          </Button>
        </Box>
        {outcome && <CountsTable caption={translate(`app.privacy.${outcome.kind}`, { email: outcome.email })} counts={outcome.counts} />}
        <Confirm
          isOpen={confirming}
          title={translate('app.privacy.confirm_title', { email: address })}
          content={translate('app.privacy.confirm_content')}
          confirm="app.privacy.erase"
          confirmColor="warning"
          onConfirm={() => {
            setConfirming(false)
            void act('erased')
          }}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  )
}

export default PrivacyPage
