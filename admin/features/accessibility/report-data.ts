/** GET accessibility/report/ for the report screen (and the dashboard), read again every half minute while an audit runs. */
import { useEffect, useState } from 'react'
import type { ReportAnswer } from '../../../shared/wire/accessibility'
import { apiUrl, httpClient } from '../../app/providers'

export function useAccessibilityReport(): { data: ReportAnswer | null; error: string | null } {
  const [data, setData] = useState<ReportAnswer | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const load = () =>
      httpClient(`${apiUrl}/accessibility/report/`).then(
        ({ json }: { json: ReportAnswer }) => {
          if (stopped) return
          setData(json)
          if (json.running) timer = setTimeout(load, 30_000)
        },
        (failure: Error) => !stopped && setError(failure.message),
      )
    void load()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [])
  return { data, error }
}
