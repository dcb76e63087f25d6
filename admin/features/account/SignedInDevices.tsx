/**
 * One's signed-in devices (GET accounts/sessions/): browser, address, when signed in and last
 * used; this device marked; any other ended with "Sign out" (DELETE accounts/sessions/{id}/: its
 * tokens stop working at once). This device ends with Izpis, as always.
 */
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useState } from 'react'
import { useNotify, useTranslate } from 'react-admin'
import { formatDisplayDateTime } from '../../app/display-dates'
import { apiUrl, httpClient } from '../../app/providers'
import { failureMessage } from '../../data/failure-message'
import { deviceName } from './device-name'
import type { Session } from '../../../shared/wire/account'

/** One sign-in as GET accounts/sessions/ lists it. */
export type SignedInDevice = Session

export const SignedInDevices = () => {
  const translate = useTranslate()
  const notify = useNotify()
  const [devices, setDevices] = useState<SignedInDevice[] | null>(null)
  const load = useCallback(async () => {
    try {
      setDevices((await httpClient(`${apiUrl}/accounts/sessions/`)).json)
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify(message, { type: 'error' })
    }
  }, [notify])
  useEffect(() => void load(), [load])
  const signOut = async (device: SignedInDevice) => {
    try {
      await httpClient(`${apiUrl}/accounts/sessions/${device.id}/`, { method: 'DELETE' })
      notify('app.account.signed_out', { type: 'success' })
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify(message, { type: 'error' })
    }
    await load()
  }
  const name = (device: SignedInDevice) => deviceName(device.user_agent) || translate('app.account.unknown_device')
  return (
    <>
      <Typography component="h2" variant="h6" gutterBottom>
        {translate('app.account.devices_title')}
      </Typography>
      <Table size="small" aria-label={translate('app.account.devices_title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.account.device')}</TableCell>
            <TableCell>{translate('app.account.address')}</TableCell>
            <TableCell>{translate('app.account.signed_in')}</TableCell>
            <TableCell>{translate('app.account.last_used')}</TableCell>
            <TableCell>
              <span className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {translate('app.account.sign_out')}
              </span>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(devices ?? []).map((device) => (
            <TableRow key={device.id} data-testid="signed-in-device" data-current={device.current}>
              <TableCell>{name(device)}</TableCell>
              <TableCell>{device.ip ?? ''}</TableCell>
              <TableCell>{formatDisplayDateTime(device.created_at)}</TableCell>
              <TableCell>{formatDisplayDateTime(device.last_used_at)}</TableCell>
              <TableCell>
                {device.current ? (
                  <Chip size="small" color="primary" label={translate('app.account.this_device')} />
                ) : (
                  <Button size="small" onClick={() => signOut(device)} aria-label={translate('app.account.sign_out_device', { device: name(device) })}>
                    {translate('app.account.sign_out')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
