/**
 * Back-office translations: our Slovenian react-admin messages are complete, resource labels
 * come from the declarations, and our own keys exist in both languages.
 */
import { describe, expect, it } from 'vitest'
import englishMessages from 'ra-language-english'
import { createI18nProvider, messagesFor } from '../../admin/i18n/i18n-provider'
import slovenianMessages from '../../admin/i18n/ra-slovenian'
import { news, resources, tags } from '../../shared/resources'

type Tree = Record<string, unknown>

function keyPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keyPaths(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  )
}

function valueAt(tree: Tree, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Tree)[key] : undefined), tree)
}

const englishKeys = keyPaths(englishMessages as Tree)

describe('Slovenian react-admin messages', () => {
  it('has every key path of ra-language-english, each a non-empty string', () => {
    expect(englishKeys.length).toBeGreaterThan(150)
    const missing = englishKeys.filter((path) => typeof valueAt(slovenianMessages as Tree, path) !== 'string')
    expect(missing).toEqual([])
    const empty = englishKeys.filter((path) => path !== 'ra.boolean.null' && !(valueAt(slovenianMessages as Tree, path) as string).trim())
    expect(empty).toEqual([])
  })

  it('has no key that English lacks (no typos)', () => {
    expect(keyPaths(slovenianMessages as Tree).filter((path) => !englishKeys.includes(path))).toEqual([])
  })

  it('keeps every %{placeholder} of the English message', () => {
    const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort()
    const lost = englishKeys.filter((path) => {
      const english = placeholders(valueAt(englishMessages as Tree, path) as string).filter((p) => p !== '%{smart_count}')
      const slovenian = placeholders(valueAt(slovenianMessages as Tree, path) as string)
      return english.some((p) => !slovenian.includes(p))
    })
    expect(lost).toEqual([])
  })

  it('gives plural messages the four Slovenian forms (1, 2, 3-4, 5+)', () => {
    const plural = englishKeys.filter((path) => (valueAt(englishMessages as Tree, path) as string).includes('||||'))
    expect(plural.length).toBeGreaterThan(0)
    for (const path of plural) {
      expect((valueAt(slovenianMessages as Tree, path) as string).split('||||'), path).toHaveLength(4)
    }
  })
})

describe('the i18n provider', () => {
  it('speaks Slovenian by default and picks the Slovenian plural form', () => {
    const i18n = createI18nProvider('sl')
    expect(i18n.translate('ra.action.save')).toBe('Shrani')
    expect(i18n.translate('ra.notification.deleted', { smart_count: 1 })).toBe('Element je izbrisan')
    expect(i18n.translate('ra.notification.deleted', { smart_count: 2 })).toBe('Izbrisana sta 2 elementa')
    expect(i18n.translate('ra.notification.deleted', { smart_count: 3 })).toBe('Izbrisani so 3 elementi')
    expect(i18n.translate('ra.notification.deleted', { smart_count: 5 })).toBe('Izbrisanih je 5 elementov')
    expect(i18n.translate('ra.notification.deleted', { smart_count: 101 })).toBe('Element je izbrisan')
  })

  it('switches to English', async () => {
    const i18n = createI18nProvider('sl')
    await i18n.changeLocale('en')
    expect(i18n.getLocale()).toBe('en')
    expect(i18n.translate('ra.action.save')).toBe('Save')
    expect(i18n.translate('ra.notification.deleted', { smart_count: 3 })).toBe('3 elements deleted')
    expect(i18n.getLocales?.()).toEqual([
      { locale: 'sl', name: 'Slovenščina' },
      { locale: 'en', name: 'English' },
    ])
  })
})

describe('our own and generated keys', () => {
  it('has the required-field message of the spec in both languages', () => {
    expect(valueAt(messagesFor('sl') as Tree, 'general.this_field_is_required')).toBe('To polje je obvezno.')
    expect(valueAt(messagesFor('en') as Tree, 'general.this_field_is_required')).toBe('This field is required.')
  })

  it('labels the logout button Izpis (English: Log out)', () => {
    expect(valueAt(messagesFor('sl') as Tree, 'app.logout')).toBe('Izpis')
    expect(valueAt(messagesFor('en') as Tree, 'app.logout')).toBe('Log out')
  })

  it('has every app.* key in both languages', () => {
    const sl = keyPaths(valueAt(messagesFor('sl') as Tree, 'app') as Tree)
    const en = keyPaths(valueAt(messagesFor('en') as Tree, 'app') as Tree)
    expect(sl.sort()).toEqual(en.sort())
  })

  it('names every declared resource and field from the declaration labels', () => {
    const i18n = createI18nProvider('sl')
    expect(i18n.translate('resources.news.name', { smart_count: 1 })).toBe(news.labelSingular.sl)
    expect(i18n.translate('resources.news.name', { smart_count: 2 })).toBe(news.label.sl)
    expect(i18n.translate('resources.news.fields.date_made')).toBe('Datum')
    expect(i18n.translate('resources.news.filters.date_made__gte')).toBe('Datum od')
    expect(i18n.translate('resources.news.filters.date_made__lte')).toBe('Datum do')
    expect(i18n.translate('resources.tags.name', { smart_count: 5 })).toBe(tags.label.sl)
    for (const language of ['sl', 'en'] as const) {
      const messages = messagesFor(language) as Tree
      for (const declaration of resources) {
        for (const [field, spec] of Object.entries(declaration.fields)) {
          expect(valueAt(messages, `resources.${declaration.adminPath}.fields.${field}`)).toBe(spec.label[language])
        }
      }
    }
  })

  it('keeps English resource names in two forms', async () => {
    const i18n = createI18nProvider('en')
    expect(i18n.translate('resources.news.name', { smart_count: 1 })).toBe('News item')
    expect(i18n.translate('resources.tags.name', { smart_count: 2 })).toBe('Tags')
  })
})
