/** "Nastavi kot aktivno": POST incubator/admin/{id}/set-active/; the server deactivates the others. */
import CheckCircle from '@mui/icons-material/CheckCircle'
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin'
import { apiUrl, httpClient } from '../../app/providers'
import { failureMessage } from '../../data/failure-message'
import { staffPathOf } from '../../registry'

export const SetActiveButton = () => {
  const record = useRecordContext()
  const notify = useNotify()
  const refresh = useRefresh()
  if (!record || record.is_active) return null
  const activate = async (event: React.MouseEvent) => {
    event.stopPropagation()
    try {
      await httpClient(`${apiUrl}/${staffPathOf('incubator')}${record.id}/set-active/`, { method: 'POST' })
      notify('app.incubator.activated', { type: 'success' })
      refresh()
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify(message, { type: 'error' })
    }
  }
  return (
    <Button label="app.incubator.set_active" onClick={activate}>
      <CheckCircle />
    </Button>
  )
}
