/**
 * What the publishing panel shows for a state of GET /api/v1/site/build/ (pure, unit-tested):
 *   siteBuildView({ state: 'building', progress: 0.4, ... })
 *     -> { labelKey: 'app.site_build.state.building', chipColor: 'primary', active: true, percent: 40, log: '', pollMs: 3000 }
 * The server's states: queued, building, live, failed (and idle before the first build).
 */
import type { SiteBuildStatus } from '../../shared/wire/site-build'

/**
 * What the views read of GET site/build/'s answer (shared/wire/site-build.ts). They need no `pending`,
 * and take missing live facts as unknown: `live_data_from` (when the live site's build began reading
 * content: saves before it are on the site, site-change-view.ts) and `live_at`.
 */
export type SiteBuild = Omit<SiteBuildStatus, 'pending' | 'live_data_from' | 'live_at'> & Partial<Pick<SiteBuildStatus, 'live_data_from' | 'live_at'>>

export interface SiteBuildView {
  labelKey: string
  chipColor: 'default' | 'success' | 'primary' | 'error'
  /** Queued or building: progress is shown, the rebuild button waits, the poll is quick. */
  active: boolean
  percent: number
  /** The failed build's last log lines without terminal colour codes; '' otherwise. */
  log: string
  pollMs: number
}

export const ACTIVE_POLL_MS = 3000
export const IDLE_POLL_MS = 30000

// eslint-disable-next-line no-control-regex
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what this removes
const ANSI_COLOURS = /\u001b\[[0-9;]*m/g // build tools colour their logs; a <pre> shows the codes as junk
// primary, not info: white on MUI's info blue is below 4.5:1
const CHIP_COLOURS = { idle: 'success', live: 'success', queued: 'primary', building: 'primary', failed: 'error' } as const

export function siteBuildView(build: SiteBuild | null): SiteBuildView {
  const known = build && build.state in CHIP_COLOURS ? build : null
  const active = known?.state === 'queued' || known?.state === 'building'
  const progress = Number.isFinite(known?.progress) ? Math.min(1, Math.max(0, known!.progress)) : 0
  return {
    labelKey: `app.site_build.state.${known?.state ?? 'unknown'}`,
    chipColor: known ? CHIP_COLOURS[known.state] : 'default',
    active,
    percent: Math.round(progress * 100),
    log: known?.state === 'failed' ? (known.log_tail ?? []).join('\n').replace(ANSI_COLOURS, '') : '',
    pollMs: active ? ACTIVE_POLL_MS : IDLE_POLL_MS,
  }
}

/**
 * When the site visitors see last changed, as an ISO time, or null before the first build.
 * live_build_at is the build's folder stamp ('2026-11-28T21-30-00-000Z'), not a date: formatted
 * as one it showed nothing ("Zadnja objava:" empty), so the card reads live_at.
 */
export function lastPublishedAt(build: SiteBuild | null | undefined): string | null {
  const value = build?.live_at
  return value && !Number.isNaN(Date.parse(value)) ? value : null
}
