/**
 * Who sees what in the back office (issue 12 point 2): the scope guards of the screens outside the
 * resources, the scope each resource needs, and the role and scope choices of the team screens
 * (only what the signed-in account may give).
 */
import { describe, expect, it } from 'vitest'
import { runGuards, type GuardContext } from '../../admin/app/guards'
import { lockedDeletion, lockedPublishSwitch, lockedScheduleTime, mayOpen, scopeOfResource } from '../../admin/auth/permissions'
import { roleChoices, roleName, scopeChoices } from '../../admin/features/team/role-choices'
import { ROLES } from '../../shared/roles'

const staff = (scope: string[]): GuardContext => ({ pathname: '/admin/key', loggedIn: true, isStaff: true, scope })

describe('scope guards', () => {
  it('scope:<name> opens the screen to holders of the scope or of *, and shows 403 to others', () => {
    expect(runGuards(['is-admin', 'scope:events'], staff(['events']))).toEqual({ kind: 'pass' })
    expect(runGuards(['is-admin', 'scope:events'], staff(['*']))).toEqual({ kind: 'pass' })
    expect(runGuards(['is-admin', 'scope:events'], staff(['news']))).toEqual({ kind: 'error', status: 403 })
    expect(runGuards(['scope:events'], staff([]))).toEqual({ kind: 'error', status: 403 })
  })
  it('a malformed scope guard still fails closed (500)', () => {
    expect(runGuards(['scope:'], staff(['*']))).toEqual({ kind: 'error', status: 500 })
    expect(runGuards(['scope:Events!'], staff(['*']))).toEqual({ kind: 'error', status: 500 })
  })
})

describe('resources and their scopes', () => {
  it('a resource needs the scope of its declaration (react-admin names it by adminPath)', () => {
    expect(scopeOfResource('order')).toBe('orders')
    expect(scopeOfResource('empty-spaces')).toBe('empty_spaces')
    expect(scopeOfResource('users')).toBe('users')
    expect(mayOpen('news', ['news'])).toBe(true)
    expect(mayOpen('order', ['news'])).toBe(false)
    expect(mayOpen('users', ['news'])).toBe(false)
    expect(mayOpen('inquiry', ['*'])).toBe(true)
  })
  it("an editor's role opens content, never the office's types or the team", () => {
    const editor = ROLES.find((role) => role.id === 'editor')!.scope
    expect(mayOpen('news', editor)).toBe(true)
    for (const resource of ['order', 'client', 'inquiry', 'order-lines', 'users']) expect(mayOpen(resource, editor), resource).toBe(false)
  })
})

describe('role and scope choices', () => {
  it('an administrator is offered every role and every scope, custom last', () => {
    expect(roleChoices(['*'], 'sl', 'Po meri').map((c) => [c.id, c.name, Boolean(c.disabled)])).toEqual([
      ['editor', 'Urednik vsebin', false],
      ['publisher', 'Urednik z objavo', false],
      ['office', 'Pisarna', false],
      ['administrator', 'Skrbnik', false],
      ['custom', 'Po meri', false],
    ])
    expect(scopeChoices(['*'], 'en').map((c) => c.id)).toContain('*')
  })
  it('someone holding part of the scopes is offered only roles and scopes within them', () => {
    const held = ['news', 'tags', 'users']
    expect(roleChoices(held, 'en', 'Custom').map((c) => c.id)).toEqual(['custom'])
    expect(scopeChoices(held, 'en').map((c) => c.id)).toEqual(['news', 'tags', 'users'])
    const publisher = ROLES.find((role) => role.id === 'publisher')!.scope
    expect(roleChoices([...publisher, 'users'], 'en', 'Custom').map((c) => c.id)).toEqual(['editor', 'publisher', 'custom'])
  })
  it("the record's own role stays in the list, disabled, when it is not one's to give", () => {
    const choices = roleChoices(['news'], 'sl', 'Po meri', 'administrator')
    expect(choices.find((c) => c.id === 'administrator')).toEqual({ id: 'administrator', name: 'Skrbnik', disabled: true })
  })
  it('role names in both languages; a visitor has none', () => {
    expect(roleName('office', 'en')).toBe('Office')
    expect(roleName('custom', 'sl')).toBe('Po meri')
    expect(roleName(null, 'sl')).toBe('')
  })
})

describe('the "Objavljeno" switch without the publish scope (issue 24 point 12)', () => {
  it('is locked on every type with a visibility field for staff without publish, free with it or with *', async () => {
    const { resources } = await import('../../shared/resources')
    const visible = resources.filter((resource) => resource.visibility && !resource.visibleWith)
    expect(visible.length).toBeGreaterThan(3)
    for (const resource of visible) {
      const field = resource.visibility as string
      expect(lockedPublishSwitch(resource, field, [resource.name])).toBe(true)
      expect(lockedPublishSwitch(resource, field, [resource.name, 'publish'])).toBe(false)
      expect(lockedPublishSwitch(resource, field, ['*'])).toBe(false)
      expect(lockedPublishSwitch(resource, 'title', [resource.name])).toBe(false)
    }
  })
})

describe('publish times and deletion of a published record without the publish scope (issue 24 point 12)', () => {
  it('are locked only on a record the site shows by its own switch, for staff without publish', async () => {
    const { resources } = await import('../../shared/resources')
    const news = resources.find((resource) => resource.name === 'news')!
    const pictures = resources.find((resource) => resource.name === 'gallery_images')!
    const published = { id: 1, is_published: true }
    const draft = { id: 2, is_published: false }
    for (const field of ['publish_at', 'unpublish_at']) {
      expect(lockedScheduleTime(news, field, published, ['news'])).toBe(true)
      expect(lockedScheduleTime(news, field, draft, ['news'])).toBe(false)
      expect(lockedScheduleTime(news, field, published, ['news', 'publish'])).toBe(false)
      expect(lockedScheduleTime(news, field, undefined, ['news'])).toBe(false) // a new record
    }
    expect(lockedScheduleTime(news, 'title', published, ['news'])).toBe(false)
    expect(lockedDeletion(news, published, ['news'])).toBe(true)
    expect(lockedDeletion(news, draft, ['news'])).toBe(false)
    expect(lockedDeletion(news, published, ['*'])).toBe(false)
    expect(lockedDeletion(pictures, { id: 3, is_active: true }, ['gallery_images'])).toBe(false)
  })
})
