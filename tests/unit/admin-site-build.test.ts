/**
 * The publishing panel (issue point 9): what each state of GET site/build/ shows. Queued and
 * building show progress, keep "rebuild now" waiting and poll quickly; live and failed poll
 * slowly; a failed build shows its log tail without terminal colours; an unknown answer shows
 * "no data" rather than breaking the top bar.
 */
import { describe, expect, it } from 'vitest'
import { formatDisplayDateTime } from '../../admin/app/display-dates'
import { ACTIVE_POLL_MS, IDLE_POLL_MS, siteBuildView, type SiteBuild, lastPublication } from '../../admin/layout/site-build-view'

const build = (state: SiteBuild['state'], extra: Partial<SiteBuild> = {}): SiteBuild => ({
  state,
  progress: 0,
  message: '',
  log_tail: [],
  started_at: null,
  finished_at: null,
  live_build_at: null,
  ...extra,
})

describe('site build states', () => {
  it.each([
    ['queued', 'primary', true, ACTIVE_POLL_MS],
    ['building', 'primary', true, ACTIVE_POLL_MS],
    ['live', 'success', false, IDLE_POLL_MS],
    ['failed', 'error', false, IDLE_POLL_MS],
    ['idle', 'success', false, IDLE_POLL_MS],
  ] as const)('%s: chip %s, active %s, polled every %i ms', (state, chipColor, active, pollMs) => {
    expect(siteBuildView(build(state))).toMatchObject({ labelKey: `app.site_build.state.${state}`, chipColor, active, pollMs })
  })

  it('shows the progress of a running build as a whole percentage, kept within 0..100', () => {
    expect(siteBuildView(build('building', { progress: 0.426 })).percent).toBe(43)
    expect(siteBuildView(build('building', { progress: 7 })).percent).toBe(100)
    expect(siteBuildView(build('building', { progress: Number.NaN })).percent).toBe(0)
  })

  it('shows the log tail of a failed build only, without terminal colour codes', () => {
    const log_tail = ['\u001b[31merror\u001b[39m Building static HTML failed', 'see above']
    expect(siteBuildView(build('failed', { log_tail })).log).toBe('error Building static HTML failed\nsee above')
    expect(siteBuildView(build('live', { log_tail })).log).toBe('')
  })

  it('an answer it does not know (or none) is "no data", polled slowly', () => {
    expect(siteBuildView(null)).toMatchObject({ labelKey: 'app.site_build.state.unknown', chipColor: 'default', active: false, pollMs: IDLE_POLL_MS })
    expect(siteBuildView({ ...build('live'), state: 'exploded' as SiteBuild['state'] }).labelKey).toBe('app.site_build.state.unknown')
  })
})

describe('"Zadnja objava" (last published)', () => {
  const state = (extra: Record<string, unknown>) =>
    ({ state: 'live', progress: 1, message: '', log_tail: [], started_at: null, finished_at: null, live_build_at: null, ...extra }) as never

  it('reads the last build or refresh, else the live build folder named by its time, never a folder name as a date', () => {
    expect(lastPublication(state({ live_at: '2026-11-28T21:10:00.000Z', live_build_at: '2026-11-28T21-08-11-725Z' }))).toBe('2026-11-28T21:10:00.000Z')
    expect(lastPublication(state({ live_build_at: '2026-11-28T21-08-11-725Z' }))).toBe('2026-11-28T21:08:11.725Z')
    expect(formatDisplayDateTime(lastPublication(state({ live_build_at: '2026-11-28T21-08-11-725Z' })))).toMatch(/^28\.11\.2026 \d\d:08$/)
    expect(lastPublication(state({ live_build_at: 'not-a-time' }))).toBeNull()
    expect(lastPublication(null)).toBeNull()
  })
})
