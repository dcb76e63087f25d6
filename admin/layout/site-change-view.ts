/**
 * "Is my change live?" (pure, unit-tested): what the notice after a save says, from the save's
 * X-Site-Changed-At (server/site/site-change-header.ts) and the publishing state:
 *   a build that began reading content after the save carries it: once live, it is on the site;
 *   a build that began after the save and failed: the change is not on the site, and why.
 *
 *   siteChangeView({ at: '10:02:58', page: '/news/x/' }, { state: 'live', live_data_from: '10:03:00', live_at: '10:03:12', ... })
 *     -> { phase: 'live', liveAt: '10:03:12', percent: 100, reason: '' }
 */
import type { SiteBuild } from './site-build-view'

export interface SiteChange {
  /** When the server committed the change (ISO, from X-Site-Changed-At). */
  at: string
  /** The changed record's public page, when it has one. */
  page: string | null
}

export interface SiteChangeView {
  phase: 'publishing' | 'live' | 'failed'
  percent: number
  /** When the change went live (ISO), in the live phase. */
  liveAt: string | null
  /** Why it did not, in the failed phase: the build's message and its last error line. */
  reason: string
}

const later = (time: string | null | undefined, than: string) => !!time && Date.parse(time) >= Date.parse(than)

/** The build's last line that reads like an error, else its message. */
function failureReason(build: SiteBuild): string {
  const lines = (build.log_tail ?? []).map((line) => line.trim()).filter(Boolean)
  const error = [...lines].reverse().find((line) => /error|failed|cannot|not found/i.test(line))
  return [build.message, error].filter(Boolean).join(': ')
}

export function siteChangeView(change: SiteChange, build: SiteBuild | null): SiteChangeView {
  if (build && later(build.live_data_from, change.at)) {
    return { phase: 'live', percent: 100, liveAt: build.live_at ?? build.finished_at, reason: '' }
  }
  if (build?.state === 'failed' && later(build.started_at, change.at)) {
    return { phase: 'failed', percent: 0, liveAt: null, reason: failureReason(build) }
  }
  // queued, or a build that began before the save (another one follows it), or this build under way
  const carrying = build?.state === 'building' && later(build.started_at, change.at)
  return { phase: 'publishing', percent: carrying ? Math.round(Math.min(1, Math.max(0, build.progress)) * 100) : 0, liveAt: null, reason: '' }
}
