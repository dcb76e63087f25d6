/**
 * The newsletter forms load client-api only when sent (site/lazy-post.ts). When that load fails
 * (offline, or a chunk of a build no longer served), the form gets a failed answer (status 0) and
 * shows its error, instead of an exception that would leave it "sending" for good.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.doUnmock('../../site/client-api')
  vi.resetModules()
})

describe('postFormLazily', () => {
  it('answers status 0 when client-api cannot be loaded', async () => {
    vi.doMock('../../site/client-api', () => {
      throw new Error('Loading chunk 123 failed')
    })
    const { postFormLazily } = await import('../../site/lazy-post')
    await expect(postFormLazily('common/newsletter/', { email: 'a@example.com' }, 'sl')).resolves.toEqual({ ok: false, status: 0, data: null, errors: {} })
  })

  it('sends through client-api once loaded', async () => {
    const postForm = vi.fn(async () => ({ ok: true, status: 201, data: { detail: 'ok' }, errors: {} }))
    vi.doMock('../../site/client-api', () => ({ postForm }))
    const { postFormLazily } = await import('../../site/lazy-post')
    await expect(postFormLazily('common/newsletter/', { email: 'a@example.com', language: 'en' }, 'en')).resolves.toMatchObject({ ok: true, status: 201 })
    expect(postForm).toHaveBeenCalledWith('common/newsletter/', { email: 'a@example.com', language: 'en' }, 'en')
  })
})
