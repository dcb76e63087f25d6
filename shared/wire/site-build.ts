/**
 * The publishing state's wire shape (server/site/build-routes.ts; the back office's publishing panel):
 *
 *   GET  site/build/    SiteBuildStatus
 *   POST site/build/    202 SiteBuildQueued: `{detail, ...status}`
 */
import { Nullable, StringEnum, Type, type Static } from './schema'

export const SITE_BUILD_STATES = ['idle', 'queued', 'building', 'live', 'failed'] as const

export const SiteBuildStatus = Type.Object({
  state: StringEnum(SITE_BUILD_STATES),
  progress: Type.Number({ minimum: 0, maximum: 1 }),
  message: Type.String(),
  pending: Type.Boolean({ description: 'a change arrived during the running build: another build follows' }),
  log_tail: Type.Array(Type.String()),
  started_at: Nullable(Type.String()),
  finished_at: Nullable(Type.String()),
  live_build_at: Nullable(Type.String()),
  live_data_from: Nullable(Type.String(), {
    description: "when the live site's build began reading content: a save whose X-Site-Changed-At is earlier is on the live site",
  }),
  live_at: Nullable(Type.String(), { description: 'when the live site got its last build or refresh' }),
})
export type SiteBuildStatus = Static<typeof SiteBuildStatus>

export const SiteBuildQueued = Type.Object({ detail: Type.String(), ...SiteBuildStatus.properties })
export type SiteBuildQueued = Static<typeof SiteBuildQueued>
