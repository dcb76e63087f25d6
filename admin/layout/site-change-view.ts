/**
 * "Is my change live?" (pure, unit-tested): what the notice after a save says, from the save's
 * X-Site-Changed-At (server/site/site-change-header.ts), what the saved record is, and the
 * publishing state. A build that began reading content (`live_data_from`) after the save carries
 * it; once such a build is live, the notice says what that build serves of the record: the
 * record's publication state at the moment the build read content (shared/publication-state.ts),
 * so a draft is never "published" and a scheduled item is "published" only once a live build read
 * content after its publish time (the server's schedule starts that build when the time comes).
 *
 *   siteChangeView({ at: '10:02:58', page: '/news/x/', shown: { visible: true, ... } },
 *                  { state: 'live', live_data_from: '10:03:00', live_at: '10:03:12', ... })
 *     -> { phase: 'live', liveAt: '10:03:12', percent: 100, reason: '', at: null }
 */
import { type PublicationFacts, publicationState } from '../../shared/publication-state'
import type { SiteBuild } from './site-build-view'

/**
 * What the saved record is to the site: its publication facts (a type published one by one),
 * 'always' (a type whose records the site always shows), 'removed' (deleted), or null (not known:
 * pictures that follow their parent, a save the data provider did not describe).
 */
export type SavedOnSite = PublicationFacts | 'always' | 'removed' | null

export interface SiteChange {
  /** When the server committed the change (ISO, from X-Site-Changed-At). */
  at: string
  /** The changed record's public page, when it has one. */
  page: string | null
  shown: SavedOnSite
}

export type SiteChangePhase = 'publishing' | 'failed' | 'live' | 'scheduled' | 'draft' | 'withdrawn' | 'removed' | 'updated'

export interface SiteChangeView {
  phase: SiteChangePhase
  percent: number
  /** When the build that serves the change went live (ISO), once one does. */
  liveAt: string | null
  /** The record's own time (wall clock): when a scheduled record goes live, when a withdrawn one came off. */
  at: string | null
  /** Why the change is not on the site, in the failed phase: the build's message and its last error line. */
  reason: string
}

const later = (time: string | null | undefined, than: string) => !!time && Date.parse(time) >= Date.parse(than)

/** The build's last line that reads like an error, else its message. */
function failureReason(build: SiteBuild): string {
  const lines = (build.log_tail ?? []).map((line) => line.trim()).filter(Boolean)
  const error = [...lines].reverse().find((line) => /error|failed|cannot|not found/i.test(line))
  return [build.message, error].filter(Boolean).join(': ')
}

/** What a live build that read content at `dataFrom` serves of the saved record. */
function servedPhase(shown: SavedOnSite, dataFrom: string): { phase: SiteChangePhase; at: string | null } {
  if (shown === 'always') return { phase: 'live', at: null }
  if (shown === 'removed') return { phase: 'removed', at: null }
  if (shown === null) return { phase: 'updated', at: null }
  const state = publicationState(shown, new Date(dataFrom))
  return state.name === 'published' ? { phase: 'live', at: null } : { phase: state.name, at: state.at }
}

export function siteChangeView(change: SiteChange, build: SiteBuild | null): SiteChangeView {
  if (build?.live_data_from && later(build.live_data_from, change.at)) {
    const served = servedPhase(change.shown, build.live_data_from)
    return { ...served, percent: 100, liveAt: build.live_at ?? build.finished_at, reason: '' }
  }
  if (build?.state === 'failed' && later(build.started_at, change.at)) {
    return { phase: 'failed', percent: 0, liveAt: null, at: null, reason: failureReason(build) }
  }
  // queued, or a build that began before the save (another one follows it), or this build under way
  const carrying = build?.state === 'building' && later(build.started_at, change.at)
  return { phase: 'publishing', percent: carrying ? Math.round(Math.min(1, Math.max(0, build.progress)) * 100) : 0, liveAt: null, at: null, reason: '' }
}
