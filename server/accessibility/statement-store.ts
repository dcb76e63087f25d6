/**
 * The accessibility statement in the database (one row), and the statement as the site shows it:
 * staff's data, plus the problems the latest axe report found (each rule once, with its pages).
 */
import type { Kysely } from 'kysely'
import { type AutomaticIssue, DEFAULT_STATEMENT, type StatementAnswer, type StatementData } from '../../shared/accessibility/statement'
import type { Database } from '../db/connect'
import { latestReport } from './store'
import { STATEMENT_TABLE } from './table'

const ROW_ID = 1

export async function readStatementData({ db }: Database): Promise<{ data: StatementData; updated_at: string | null }> {
  const row = await db.selectFrom(STATEMENT_TABLE).select(['data', 'updated_at']).where('id', '=', ROW_ID).executeTakeFirst()
  // Saved data was validated whole (statementErrors): the stored object is the statement.
  return row ? { data: JSON.parse(row.data), updated_at: row.updated_at } : { data: DEFAULT_STATEMENT, updated_at: null }
}

/** Stores the statement; `alongside` runs in the same transaction (the audit entry: written with the change or not at all). */
export async function writeStatementData({ db }: Database, data: StatementData, alongside?: (trx: Kysely<any>) => Promise<void>): Promise<void> {
  const values = { data: JSON.stringify(data), updated_at: new Date().toISOString() }
  await db.transaction().execute(async (trx) => {
    await alongside?.(trx)
    const updated = await trx.updateTable(STATEMENT_TABLE).set(values).where('id', '=', ROW_ID).executeTakeFirst()
    if (!Number(updated.numUpdatedRows))
      await trx
        .insertInto(STATEMENT_TABLE)
        .values({ id: ROW_ID, ...values })
        .execute()
  })
}

export async function statementAnswer(database: Database): Promise<StatementAnswer> {
  const [{ data, updated_at }, report] = await Promise.all([readStatementData(database), latestReport(database)])
  const byRule = new Map<string, AutomaticIssue>()
  for (const page of report?.pages ?? []) {
    for (const violation of page.violations) {
      const issue = byRule.get(violation.id) ?? { id: violation.id, help: violation.help, help_url: violation.help_url, impact: violation.impact, pages: [] }
      issue.pages.push(page.path)
      byRule.set(violation.id, issue)
    }
  }
  return { ...data, updated_at, report_finished_at: report?.finished_at ?? null, automatic_issues: [...byRule.values()] }
}
