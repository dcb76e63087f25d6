/**
 * Compiled SQL kept per query shape. A list's statements differ from one request to the next only
 * in their values (a page number, a search, a language), and building a Kysely query then
 * compiling it costs the event loop more than the rest of a cache miss's own work (profiled:
 * about 0.25 ms a statement). A shape is compiled once, with a placeholder standing for each
 * value, and later requests of the same shape only bind their values into a copy of it.
 *
 *   const shape = new ShapeKey()
 *   const at = shape.value(pageSize)                 // a value: bound, never part of the key
 *   shape.part(`ordering=${terms}`)                   // what changes the SQL text: the key
 *   const compiled = shapesOf(db).compile(shape, (v) => query.limit(v(at)))
 *
 * The key is what the builder's SQL text depends on, named by the caller from declared things
 * only (which filters are present, the ordering, the number of search words), never a value
 * itself; a build that nevertheless puts different SQL or values than its key and values say is
 * caught the first time (see compile) and not kept. At most MAX_SHAPES are kept (least recently
 * used dropped first): orderings may repeat names, so the keys a stranger can make are many.
 */
import { createQueryId, type CompiledQuery, type Compilable, type Kysely } from 'kysely'
import { speedOff } from '../config'

/** A value's place in a shape's template: stands for values[index]. */
class Slot {
  constructor(readonly index: number) {}
}

/** Hands the build a value: the request's own, or its placeholder when the shape is compiled. */
export type Bind = (index: number) => any

export class ShapeKey {
  readonly parts: string[] = []
  readonly values: unknown[] = []

  /** Something the SQL text depends on (declared names, counts, which variant of a condition). */
  part(text: string): this {
    this.parts.push(text)
    return this
  }

  /** A value of the request; returns its index for the build's `v(index)`. */
  value(value: unknown): number {
    return this.values.push(value) - 1
  }

  /** A copy to add one statement's own parts and values to. */
  fork(): ShapeKey {
    const copy = new ShapeKey()
    copy.parts.push(...this.parts)
    copy.values.push(...this.values)
    return copy
  }

  /** The request's values, for building the query directly (no shape). */
  readonly real: Bind = (index) => this.values[index]
}

interface Template {
  compiled: CompiledQuery
  /** [parameter position, value index] */
  binds: [number, number][]
}

export const MAX_SHAPES = 500
/**
 * Longer statements are compiled every time, not kept: 500 shapes of this size at most hold a few
 * MB. (Declared lists stay far below it; it is a backstop should some input make statements grow.)
 */
export const MAX_TEMPLATE_CHARS = 16_384

export class QueryShapes {
  private readonly templates = new Map<string, Template>()
  /** Shapes compiled, and shapes whose build did not match its key (not kept). */
  compiledCount = 0
  mismatches = 0

  constructor(readonly maxShapes = MAX_SHAPES) {}

  get size(): number {
    return this.templates.size
  }

  /** The statement for this request: its shape's template with the request's values bound. */
  compile(shape: ShapeKey, build: (v: Bind) => Compilable): CompiledQuery {
    if (speedOff.has('query-shapes')) return build(shape.real).compile()
    const key = JSON.stringify(shape.parts)
    const known = this.templates.get(key)
    if (known) {
      // (most recently used last: the first in the map is the one dropped)
      this.templates.delete(key)
      this.templates.set(key, known)
      return bound(known, shape.values)
    }
    const real = build(shape.real).compile()
    if (real.sql.length > MAX_TEMPLATE_CHARS) return real
    const template = templateOf(build((index) => new Slot(index)).compile(), shape.values.length)
    // The build must depend on its values only through v(): the template, bound with this
    // request's values, must be exactly the statement built with them.
    if (!template || !sameStatement(bound(template, shape.values), real)) {
      // (a programming error in the build, not the request's: said once, answered right regardless)
      if (this.mismatches++ === 0) console.warn(`Query shape ${key.slice(0, 300)}: its build does not follow its key and values; compiled every time`)
      return real
    }
    this.compiledCount++
    this.templates.set(key, template)
    if (this.templates.size > this.maxShapes) this.templates.delete(this.templates.keys().next().value!)
    return real
  }
}

/** The placeholders' positions, or null when some value is never used (then the key hides a branch). */
function templateOf(compiled: CompiledQuery, valueCount: number): Template | null {
  const binds: [number, number][] = []
  const used = new Set<number>()
  compiled.parameters.forEach((parameter, position) => {
    if (parameter instanceof Slot) {
      binds.push([position, parameter.index])
      used.add(parameter.index)
    }
  })
  return used.size === valueCount ? { compiled, binds } : null
}

function bound(template: Template, values: readonly unknown[]): CompiledQuery {
  const parameters = template.compiled.parameters.slice()
  for (const [position, index] of template.binds) parameters[position] = values[index]
  // (a query id of its own: Kysely's plugins tell one execution's results from another's by it)
  return { query: template.compiled.query, sql: template.compiled.sql, queryId: createQueryId(), parameters }
}

function sameStatement(a: CompiledQuery, b: CompiledQuery): boolean {
  return a.sql === b.sql && a.parameters.length === b.parameters.length && a.parameters.every((value, i) => Object.is(value, b.parameters[i]))
}

const perDatabase = new WeakMap<Kysely<any>, QueryShapes>()

/** The shapes of one database (its dialect's SQL). */
export function shapesOf(db: Kysely<any>): QueryShapes {
  let shapes = perDatabase.get(db)
  if (!shapes) perDatabase.set(db, (shapes = new QueryShapes()))
  return shapes
}
