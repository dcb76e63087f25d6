/**
 * "Is my change live?" (pure, unit-tested): what the notice after a save says, from the save's
 * X-Site-Changed-At (server/site/site-change-header.ts), the saved record's publication state
 * (shared/publication-state.ts) and the publishing state:
 *   a build that began reading content after the save carries it: once live, a published record
 *   is on the site ("live"), a draft or a withdrawn one is not ("hidden"), and one scheduled for
 *   later is "scheduled" until a build that began after its time is live, then "live";
 *   a build that began after the save and failed: the change is not on the site, and why.
 *
 *   siteChangeView({ at: '10:02:58', page: '/news/x/' }, { state: 'live', live_data_from: '10:03:00', live_at: '10:03:12', ... })
 *     -> { phase: 'live', liveAt: '10:03:12', percent: 100, reason: '' }
 */
import type { PublicationState } from '../../shared/publication-state'
import { dueInstant, readWallTime } from '../../shared/zone-time'
import type { SiteBuild } from './site-build-view'

export interface SiteChange {
  /** When the server committed the change (ISO, from X-Site-Changed-At). */
  at: string
  /** The changed record's public page, when it has one. */
  page: string | null
  /** The saved record's state on the site (null: a type without one, or a change that is no record's). */
  state?: PublicationState | null
}

export interface SiteChangeView {
  phase: 'publishing' | 'live' | 'hidden' | 'scheduled' | 'failed'
  percent: number
  /** When the change went live (ISO), in the live and hidden phases. */
  liveAt: string | null
  /** The publish or unpublish time (the zone's wall clock), in the scheduled and hidden phases. */
  at?: string
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

/** The instant (ISO) a wall-clock time of the zone falls due; null when it is no such time. */
function dueAt(wallTime: string): string | null {
  const local = readWallTime(wallTime)
  const instant = local ? dueInstant(local) : null
  return instant === null ? null : new Date(instant).toISOString()
}

export function siteChangeView(change: SiteChange, build: SiteBuild | null): SiteChangeView {
  if (build && later(build.live_data_from, change.at)) {
    const liveAt = build.live_at ?? build.finished_at
    const state = change.state
    if (state?.kind === 'draft') return { phase: 'hidden', percent: 100, liveAt, reason: '' }
    if (state?.kind === 'withdrawn') return { phase: 'hidden', percent: 100, liveAt, reason: '', at: state.at }
    // scheduled: on the site once a build that began reading content after its time is live
    if (state?.kind === 'scheduled' && !later(build.live_data_from, dueAt(state.at) ?? '9999-12-31T23:59:59Z')) {
      return { phase: 'scheduled', percent: 100, liveAt: null, reason: '', at: state.at }
    }
    return { phase: 'live', percent: 100, liveAt, reason: '' }
  }
  if (build?.state === 'failed' && later(build.started_at, change.at)) {
    return { phase: 'failed', percent: 0, liveAt: null, reason: failureReason(build) }
  }
  // queued, or a build that began before the save (another one follows it), or this build under way
  const carrying = build?.state === 'building' && later(build.started_at, change.at)
  return { phase: 'publishing', percent: carrying ? Math.round(Math.min(1, Math.max(0, build.progress)) * 100) : 0, liveAt: null, reason: '' }
}
