/**
 * A record's publication state (shared/publication-state.ts), which the back office's lists, edit
 * screens and the notice after a save all say: at the boundaries of its publish and unpublish
 * times on Ljubljana's clock (winter, summer, both switches), in agreement with the server's rule
 * (withinSchedule), and in words in both languages.
 */
import { describe, expect, it } from 'vitest'
import { publicationLabel } from '../../admin/features/publication/publication-label'
import { createI18nProvider } from '../../admin/i18n/i18n-provider'
import { type PublicationFacts, publicationFacts, publicationState } from '../../shared/publication-state'
import { resources } from '../../shared/resources'
import { withinSchedule } from '../../shared/resources/schedule'

const byName = (name: string) => resources.find((resource) => resource.name === name)!
const at = (iso: string) => new Date(iso)
const SECOND = 1000

const facts = (extra: Partial<PublicationFacts>): PublicationFacts => ({ visible: true, publishAt: null, unpublishAt: null, ...extra })

describe('the publication state', () => {
  it('is a draft while the visibility switch is off, whatever its times', () => {
    for (const times of [{}, { publishAt: '2020-01-01T00:00:00' }, { publishAt: '2099-01-01T00:00:00' }, { unpublishAt: '2020-01-01T00:00:00' }]) {
      expect(publicationState(facts({ visible: false, ...times }), at('2026-11-28T12:00:00Z'))).toEqual({ name: 'draft', at: null })
    }
  })

  it('is published without times, and published until its unpublish time while that is ahead', () => {
    expect(publicationState(facts({}), at('2026-11-28T12:00:00Z'))).toEqual({ name: 'published', at: null })
    expect(publicationState(facts({ unpublishAt: '2026-12-01T00:00:00' }), at('2026-11-28T12:00:00Z'))).toEqual({
      name: 'published',
      at: '2026-12-01T00:00:00',
    })
  })

  it('turns from scheduled to published at the publish time on Ljubljana winter clock (UTC+1), to the second', () => {
    const publishAt = '2026-11-28T19:18:40' // 18:18:40 UTC
    expect(publicationState(facts({ publishAt }), at('2026-11-28T18:18:39Z'))).toEqual({ name: 'scheduled', at: publishAt })
    expect(publicationState(facts({ publishAt }), at('2026-11-28T18:18:40Z'))).toEqual({ name: 'published', at: null })
  })

  it('turns from published to withdrawn at the unpublish time on the summer clock (UTC+2)', () => {
    const unpublishAt = '2026-07-01T12:00:00' // 10:00 UTC
    expect(publicationState(facts({ unpublishAt }), at('2026-07-01T09:59:59Z'))).toEqual({ name: 'published', at: unpublishAt })
    expect(publicationState(facts({ unpublishAt }), at('2026-07-01T10:00:00Z'))).toEqual({ name: 'withdrawn', at: unpublishAt })
  })

  it('reads the clock across the spring and autumn switches', () => {
    // 29 March 2026: 01:59:59 CET is followed by 03:00:00 CEST (01:00:00 UTC)
    expect(publicationState(facts({ publishAt: '2026-03-29T03:00:00' }), at('2026-03-29T00:59:59Z')).name).toBe('scheduled')
    expect(publicationState(facts({ publishAt: '2026-03-29T03:00:00' }), at('2026-03-29T01:00:00Z')).name).toBe('published')
    // 25 October 2026: 02:30 happens at 00:30 UTC (CEST) and again at 01:30 UTC (CET); due at the first
    expect(publicationState(facts({ publishAt: '2026-10-25T02:30:00' }), at('2026-10-25T00:29:59Z')).name).toBe('scheduled')
    expect(publicationState(facts({ publishAt: '2026-10-25T02:30:00' }), at('2026-10-25T00:30:00Z')).name).toBe('published')
  })

  it('says published exactly when the server would show the record (withinSchedule), second by second around both times', () => {
    const record = { publish_at: '2026-03-29T03:00:05', unpublish_at: '2026-03-29T03:00:10' }
    for (let time = Date.parse('2026-03-29T00:59:55Z'); time <= Date.parse('2026-03-29T01:00:15Z'); time += SECOND) {
      const state = publicationState(facts({ publishAt: record.publish_at, unpublishAt: record.unpublish_at }), new Date(time))
      expect(state.name === 'published', new Date(time).toISOString()).toBe(withinSchedule(record, new Date(time)))
    }
  })
})

describe('the facts of a record', () => {
  it('are read from the visibility field and both times on every scheduled type', () => {
    const scheduledTypes = resources.filter((resource) => resource.visibility && !resource.visibleWith && 'publish_at' in resource.fields)
    expect(scheduledTypes.map((resource) => resource.name).sort()).toEqual(
      ['empty_spaces', 'entrepreneurs', 'events', 'galleries', 'news', 'products', 'projects', 'videos'].sort(),
    )
    for (const resource of scheduledTypes) {
      const record = { [resource.visibility!]: true, publish_at: '2026-12-01T10:00:00', unpublish_at: null }
      expect(publicationFacts(resource, record), resource.name).toEqual({ visible: true, publishAt: '2026-12-01T10:00:00', unpublishAt: null })
    }
  })

  it('have no times on a type without them, and there are none for pictures that follow their parent or a type never hidden', () => {
    expect(publicationFacts(byName('employees'), { is_active: true, publish_at: '2099-01-01T00:00:00' })).toEqual({
      visible: true,
      publishAt: null,
      unpublishAt: null,
    })
    expect(publicationFacts(byName('gallery_images'), { is_active: true })).toBeNull()
    expect(publicationFacts(byName('inquiries'), {})).toBeNull()
  })
})

describe('the state in words', () => {
  const label = (language: 'sl' | 'en', state: Parameters<typeof publicationLabel>[0]) => {
    const i18n = createI18nProvider(language)
    i18n.changeLocale(language)
    return publicationLabel(state, (key, options) => i18n.translate(key, options))
  }

  it('is Slovenian and English, with the time as editors read it', () => {
    expect(label('sl', { name: 'draft', at: null })).toBe('Osnutek')
    expect(label('sl', { name: 'scheduled', at: '2026-12-01T10:00:00' })).toBe('Načrtovano za 01.12.2026 10:00')
    expect(label('sl', { name: 'published', at: null })).toBe('Objavljeno')
    expect(label('sl', { name: 'published', at: '2026-12-24T18:30:00' })).toBe('Objavljeno do 24.12.2026 18:30')
    expect(label('sl', { name: 'withdrawn', at: '2026-11-01T00:00:00' })).toBe('Umaknjeno ob 01.11.2026 00:00')
    expect(label('en', { name: 'draft', at: null })).toBe('Draft')
    expect(label('en', { name: 'scheduled', at: '2026-12-01T10:00:00' })).toBe('Scheduled for 01.12.2026 10:00')
    expect(label('en', { name: 'published', at: null })).toBe('Published')
    expect(label('en', { name: 'withdrawn', at: '2026-11-01T00:00:00' })).toBe('Unpublished at 01.11.2026 00:00')
  })
})
