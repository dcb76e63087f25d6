/** Signed-in devices (GET accounts/sessions/), each ended with DELETE accounts/sessions/{id}/. */
import { useCallback, useEffect, useState } from 'react'
import type { Session } from '../../../shared/wire/account'
import { deleteCall, getJson } from '../../client-api'
import { format, useTranslation } from '../../i18n'

type Device = Session

export function AccountDevices() {
  const { language, p } = useTranslation()
  const [devices, setDevices] = useState<Device[] | null>(null)
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null)
  const load = useCallback(async () => {
    const answer = await getJson<Device[]>('accounts/sessions/', language)
    if (answer.ok && answer.data) setDevices(answer.data)
    else setStatus({ ok: false, message: p.forms.send_error })
  }, [language, p])
  useEffect(() => {
    void load()
  }, [load])
  const when = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'sl-SI', { dateStyle: 'medium', timeStyle: 'short' })

  async function end(device: Device) {
    const answer = await deleteCall(`accounts/sessions/${device.id}/`, {}, language)
    setStatus({ ok: answer.ok, message: answer.ok ? p.account.device_ended : p.forms.send_error })
    await load()
  }

  return (
    <section aria-labelledby="account-devices-heading" className="account-section">
      <h2 id="account-devices-heading">{p.account.devices}</h2>
      <ul className="account-devices">
        {devices?.map((device) => (
          <li key={device.id}>
            <span>
              {device.user_agent ?? p.account.unknown_device}
              {device.ip && ` (${device.ip})`}
              {' · '}
              {format(p.account.last_used, { when: when.format(new Date(device.last_used_at)) })}
              {device.current && <strong> {p.account.this_device}</strong>}
            </span>
            {!device.current && (
              <button type="button" onClick={() => void end(device)}>
                {p.account.end_device}
                <span className="visually-hidden"> {device.user_agent ?? p.account.unknown_device}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className={status ? `form-status form-status--${status.ok ? 'success' : 'error'}` : 'form-status'}>
        {status?.message}
      </p>
    </section>
  )
}
