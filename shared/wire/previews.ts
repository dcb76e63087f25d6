/**
 * Previews' wire shapes (server/preview/routes.ts; the back office's preview-api.ts, the site's
 * preview page):
 *
 *   POST   previews/              PreviewRequest -> 201 MadePreview
 *   GET    previews/?resource=&id= SharedLink[] (a record's live shared links, without tokens)
 *   DELETE previews/links/{id}/
 *   GET    previews/{token}/      PreviewPages (public)
 */
import { LANGUAGES } from '../languages'
import type { PageContext } from '../pages/types'
import { StringEnum, Type, type Static } from './schema'

export const PREVIEW_TOKEN = '^[0-9a-f]{64}$'
export const PREVIEW_LINK_DAYS_MAX = 30

const Language = StringEnum(LANGUAGES)
const perLanguage = <T extends Type.TSchema>(value: T, options: { description?: string } = {}) => Type.Object({ sl: value, en: value }, options)

/** Checked by the server's own readers (routes.ts), whose DRF messages name each field. */
export const PreviewRequest = Type.Object({
  resource: Type.String({ description: 'a type with public pages' }),
  id: Type.Optional(Type.Unsafe<number | null>({ type: 'integer', nullable: true, description: 'the saved record (required for a shared link)' })),
  values: Type.Optional(
    Type.Unsafe<Record<string, unknown>>({ type: 'object', description: "the edit form's values, checked like a save, never stored in the type's table" }),
  ),
  shared: Type.Optional(Type.Boolean({ description: 'a link for someone without an account, listed and revocable' })),
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: PREVIEW_LINK_DAYS_MAX })),
})

export const MadePreview = Type.Object({
  id: Type.Integer(),
  token: Type.String({ pattern: PREVIEW_TOKEN, description: 'shown once; stored only as its SHA-256' }),
  urls: perLanguage(Type.String(), { description: "the site's preview page in each language, the token in the fragment" }),
  languages: Type.Array(Language, { description: 'the languages the record has a page in' }),
  expires_at: Type.String({ format: 'date-time' }),
  shared: Type.Boolean(),
})
export type MadePreview = Static<typeof MadePreview>

export const SharedLink = Type.Object({ id: Type.Integer(), created_at: Type.String(), expires_at: Type.String() })
export type SharedLink = Static<typeof SharedLink>

export const SharedLinksQuery = Type.Object({ resource: Type.String(), id: Type.Integer() })
/** Any text: the server answers a non-id with a field error (400), as before. */
export const SharedLinkParams = Type.Object({ id: Type.String() })
export const PreviewTokenParams = Type.Object({ token: Type.String({ pattern: PREVIEW_TOKEN }) })

/** Each language the record has a page in: its page context, as the site's page template receives it. */
export const PreviewPages = Type.Object({
  resource: Type.String(),
  expires_at: Type.String(),
  pages: Type.Object({
    sl: Type.Optional(Type.Unsafe<PageContext>({ type: 'object' })),
    en: Type.Optional(Type.Unsafe<PageContext>({ type: 'object' })),
  }),
})
export type PreviewPages = Static<typeof PreviewPages>
