/**
 * The initial password of a new account, shown this once (the server never answers it again and
 * keeps only its hash): the password in a monospace box, a copy button, and "I have saved it".
 */
import ContentCopy from '@mui/icons-material/ContentCopy'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useNotify, useTranslate } from 'react-admin'

export interface InitialPassword {
  username: string
  password: string
}

export const InitialPasswordDialog = ({ shown, onDone }: { shown: InitialPassword; onDone: () => void }) => {
  const translate = useTranslate()
  const notify = useNotify()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.password)
      notify('app.team.copied', { type: 'info' })
    } catch {
      // no clipboard (an insecure page): the password is on screen to copy by hand
    }
  }
  return (
    <Dialog open aria-labelledby="initial-password-title" aria-describedby="initial-password-text">
      <DialogTitle id="initial-password-title">{translate('app.team.initial_password_title', { username: shown.username })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="initial-password-text">{translate('app.team.initial_password_text')}</DialogContentText>
        <Typography
          component="output"
          data-testid="initial-password"
          sx={{ display: 'block', mt: 2, p: 1.5, fontFamily: 'monospace', fontSize: 20, bgcolor: 'grey.100', userSelect: 'all' }}
        >
          {shown.password}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopy />} onClick={copy}>
          {translate('app.team.copy')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {translate('app.team.done')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
