/**
 * What a list has learnt about itself while the tables it reads stay unchanged (their versions,
 * change-stamps.ts, are part of the key): its count, how many of its rows have no value in the
 * first ordering column, and anchors (the ordering values and id of every 256th row) from which
 * a deep page is read with a short skip instead of OFFSET 50,000. A write to any of those tables
 * changes the key, so nothing here outlives the data it was computed from.
 *
 * Kept per process, most recently used first, at most MAX_PLANS lists and MAX_ANCHORS anchors.
 * Searches have their own MAX_PLANS: a crawler's stream of one-off searches must not push out the
 * plans (counts, anchors) of the plain lists, which would then be computed again and again.
 */
export const ANCHOR_STEP = 256
const MAX_PLANS = 1000
const MAX_ANCHORS = 100_000

export interface Plan {
  key: string
  count?: Promise<number>
  nulls?: Promise<number>
  /** Block number -> anchor of row block * ANCHOR_STEP (null: that row cannot be an anchor). */
  pending: Map<number, Promise<unknown[] | null>>
  anchors: Map<number, unknown[]>
  /** Every anchor at once, asked for once per plan (see fillAll). */
  filling?: Promise<void>
}

/** One cache per database, shared by every repository on it. */
const plansOf = new WeakMap<object, ListPlans>()
export function listPlansOf(database: object): ListPlans {
  let plans = plansOf.get(database)
  if (!plans) plansOf.set(database, (plans = new ListPlans()))
  return plans
}

export class ListPlans {
  private plans = new Map<string, Plan>()
  private searches = new Map<string, Plan>()
  /** Anchors held (the tests read it). */
  anchorCount = 0

  /** The plan of `key` (made if new); `search`: a list with a search term, kept apart. */
  get(key: string, search = false): Plan {
    const plans = search ? this.searches : this.plans
    let plan = plans.get(key)
    if (plan) {
      plans.delete(key)
    } else {
      plan = { key, pending: new Map(), anchors: new Map() }
    }
    plans.set(key, plan)
    while (plans.size > MAX_PLANS || (this.anchorCount > MAX_ANCHORS && plans.size > 1)) this.evictOldest(plans)
    return plan
  }

  /** Whether `plan` is still held (an evicted plan's anchors are not counted). */
  private holds(plan: Plan): boolean {
    return this.plans.get(plan.key) === plan || this.searches.get(plan.key) === plan
  }

  /** Remembers a value computed once per plan; a failure is forgotten so the next request tries again. */
  once<K extends 'count' | 'nulls'>(plan: Plan, field: K, compute: () => Promise<number>): Promise<number> {
    const cached = plan[field]
    if (cached) return cached
    const promise = compute()
    plan[field] = promise
    promise.catch(() => {
      if (plan[field] === promise) plan[field] = undefined
    })
    return promise
  }

  /** The anchor of `block`, computed once (concurrent requests for it wait for the same query). */
  anchor(plan: Plan, block: number, compute: () => Promise<unknown[] | null>): Promise<unknown[] | null> {
    const known = plan.anchors.get(block)
    if (known) return Promise.resolve(known)
    let promise = plan.pending.get(block)
    if (!promise) {
      promise = compute().then(
        (values) => {
          plan.pending.delete(block)
          if (values && !plan.anchors.has(block)) {
            plan.anchors.set(block, values)
            // (a plan evicted meanwhile keeps its anchor for the requests holding it, uncounted)
            if (this.holds(plan)) this.anchorCount++
          }
          return values
        },
        (error) => {
          plan.pending.delete(block)
          throw error
        },
      )
      plan.pending.set(block, promise)
    }
    return promise
  }

  /**
   * Every anchor of the plan from one pass over its index, started once (in the background: the
   * caller does not wait). Without it each deep page found first walks from the nearest anchor
   * known, and hundreds of such walks at the start of a busy minute queue every other read
   * behind them. A failure is forgotten, so a later request starts it again.
   */
  fillAll(plan: Plan, compute: () => Promise<Map<number, unknown[]>>): void {
    if (plan.filling) return
    const filling = compute().then(
      (found) => {
        const current = this.holds(plan)
        for (const [block, values] of found) {
          if (plan.anchors.has(block)) continue
          plan.anchors.set(block, values)
          if (current) this.anchorCount++
        }
      },
      () => {
        if (plan.filling === filling) plan.filling = undefined
      },
    )
    plan.filling = filling
  }

  /** The nearest known anchor before `block`, to start the search for it from. */
  nearestBefore(plan: Plan, block: number): { block: number; values: unknown[] } | null {
    let best: { block: number; values: unknown[] } | null = null
    for (const [known, values] of plan.anchors) if (known < block && (!best || known > best.block)) best = { block: known, values }
    return best
  }

  private evictOldest(plans: Map<string, Plan>) {
    const [key, plan] = plans.entries().next().value!
    plans.delete(key)
    this.anchorCount -= plan.anchors.size
  }
}
