/**
 * PostgreSQL: the statements of query shapes (query-shapes.ts: a list's page, count, search,
 * anchor) run as prepared statements, one per shape and connection. Sent unnamed, each request's
 * statement was parsed and planned again: planning alone took 0.4-4 ms of the database's CPU
 * (EXPLAIN ANALYZE at 100,000 news a language: a deep page 0.4 ms planning for 0.4 ms running, a
 * common word's page 3-4 ms for 3 ms; the trigram estimate of a LIKE is the dear part). Prepared,
 * the text is parsed once a connection, and after five runs PostgreSQL keeps a generic plan where
 * it costs no more than the custom ones (plan_cache_mode auto).
 *
 * Only shapes' texts are named: they are few (query-shapes.ts keeps at most 500), while other
 * statements (writes of any number of rows, DDL) could be of any number of texts. A connection
 * names at most MAX_PREPARED texts; past that the rest run unnamed, as all did before.
 *
 * A prepared `select *` fails once its table gains or loses a column (another instance migrating:
 * "cached plan must not change result type"): the statement then runs unnamed, and that text
 * stays unnamed on that connection.
 */
import pg from 'pg'

const MAX_PREPARED = 1000
/** PostgreSQL's feature_not_supported, the code of "cached plan must not change result type". */
const PLAN_CHANGED = '0A000'

/** A pg.Client class (for pg.Pool's `Client` option) that prepares the texts `isShape` accepts. */
export function preparingClient(isShape: (text: string) => boolean): typeof pg.Client {
  return class PreparingClient extends pg.Client {
    /** text -> its name on this connection ('' once it must run unnamed). */
    private readonly names = new Map<string, string>()

    // (pg's overloads: only the (text, values) promise form Kysely uses is taken; every other goes through as it came)
    query(...args: any[]): any {
      const [text, values, callback] = args
      if (typeof text !== 'string' || !Array.isArray(values) || callback !== undefined) return (super.query as any)(...args)
      const name = this.nameOf(text)
      if (!name) return super.query(text, values)
      return super.query({ name, text, values }).catch((error: { code?: string }) => {
        if (error?.code !== PLAN_CHANGED) throw error
        this.names.set(text, '')
        return super.query(text, values)
      })
    }

    private nameOf(text: string): string {
      const known = this.names.get(text)
      if (known !== undefined) return known
      if (this.names.size >= MAX_PREPARED || !isShape(text)) return ''
      const name = `shape_${this.names.size}`
      this.names.set(text, name)
      return name
    }
  }
}
