/**
 * The publishing panel (issue point 9): what each state of GET site/build/ shows. Queued and
 * building show progress, keep "rebuild now" waiting and poll quickly; live and failed poll
 * slowly; a failed build shows its log tail without terminal colours; an unknown answer shows
 * "no data" rather than breaking the top bar.
 */
import { describe, expect, it } from 'vitest'
import { ACTIVE_POLL_MS, IDLE_POLL_MS, siteBuildView, type SiteBuild } from '../../admin/layout/site-build-view'

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

describe('"Zadnja objava:" on the dashboard and in the panel (issue 24 point 8)', () => {
  it('shows when the live site last changed, formatted as a date, not the folder stamp', async () => {
    const { lastPublishedAt } = await import('../../admin/layout/site-build-view')
    const { formatDisplayDateTime } = await import('../../admin/app/display-dates')
    const live = build('live', { live_build_at: '2026-11-28T21-30-00-000Z', live_at: '2026-11-28T21:30:00.000Z' })
    const at = lastPublishedAt(live)
    expect(at).toBe('2026-11-28T21:30:00.000Z')
    expect(formatDisplayDateTime(at)).toMatch(/^28\.11\.2026 \d\d:30$/)
    expect(lastPublishedAt(build('idle'))).toBeNull()
  })
})
