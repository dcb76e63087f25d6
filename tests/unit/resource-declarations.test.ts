/** Rules every declaration in the registry keeps, so the server and the back office can rely on them. */
import { describe, expect, it } from 'vitest'
import { inquiries, resources } from '../../shared/resources'

describe.each(resources.map((r) => [r.name, r] as const))('%s', (_name, resource) => {
  it('orders by default only by fields it declares orderable', () => {
    for (const term of resource.defaultOrdering.split(',')) expect(resource.ordering, term).toContain(term.trim().replace(/^-/, ''))
  })

  it("declares id orderable (the back office's dashboard counts with ordering=-id)", () => {
    expect(resource.ordering).toContain('id')
  })
})

it('inquiries are orderable by created_at (the dashboard shows the latest)', () => {
  expect(inquiries.ordering).toContain('created_at')
})
