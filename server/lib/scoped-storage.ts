/**
 * An AsyncLocalStorage switched on only while some work runs inside it. On Node 20 and 22 an
 * enabled AsyncLocalStorage keeps async hooks on for every promise the process makes, whatever
 * runs: about a seventh of the event loop's time on an uncached API read, where nothing reads the
 * store. Here it is enabled while at least one piece of work holds it, and disabled when the last
 * one is done.
 *
 *   const actors = new ScopedStorage<Actor>()
 *   const release = actors.enter(actor, next)   // next() and what it starts see the actor
 *   release()                                   // once that work is over (more calls do nothing)
 *   await actors.run(actor, async () => ...)    // the same around one async function
 *   actors.getStore()                           // undefined outside
 */
import { AsyncLocalStorage } from 'node:async_hooks'

export class ScopedStorage<T> {
  private readonly storage = new AsyncLocalStorage<T>()
  private holders = 0

  /** Calls `work` with `store` as the store of everything it starts; the answer frees the hold. */
  enter(store: T, work: () => void): () => void {
    this.holders++
    let released = false
    const release = () => {
      if (released) return
      released = true
      if (--this.holders === 0) this.storage.disable()
    }
    try {
      this.storage.run(store, work)
    } catch (error) {
      release()
      throw error
    }
    return release
  }

  /** `work` with `store`, held until its promise settles. */
  async run<R>(store: T, work: () => R | Promise<R>): Promise<R> {
    let answer!: R | Promise<R>
    const release = this.enter(store, () => {
      answer = work()
    })
    try {
      return await answer
    } finally {
      release()
    }
  }

  getStore(): T | undefined {
    return this.holders > 0 ? this.storage.getStore() : undefined
  }

  /** Work holding the store now (the tests read it). */
  get held(): number {
    return this.holders
  }
}
