/**
 * Every CSV the product writes goes through one writer (shared/csv.ts) that neutralises formula cells, and every
 * list in the back office exports through the one exporter built on it (admin/data/csv-export.ts): a visitor's
 * "=HYPERLINK(...)" in an inquiry, order, client or newsletter address stays text in Excel and LibreOffice.
 */
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { exportRowsAsCsv } from '../../admin/data/csv-export'
import { CSV_BOM, csvDocument } from '../../shared/csv'

const HOSTILE = ['=HYPERLINK("http://evil.example","klik")', "+cmd|' /C calc'!A0", '-2+3+cmd|x', '@SUM(1+1)*cmd|x', '\t=1+1', '\r=1+1']

/** The cells of a CSV made by csvDocument (every cell quoted, CRLF lines, "" for a quote). */
function cells(csv: string): string[][] {
  expect(csv.startsWith(CSV_BOM)).toBe(true)
  const rows: string[][] = []
  for (const line of csv
    .slice(1)
    .split(/\r\n(?=")|\r\n$/)
    .filter(Boolean))
    rows.push([...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"')))
  return rows
}

describe('the one CSV writer', () => {
  it('turns every cell that would run as a formula into text, keeps the rest as it is', () => {
    const rows = HOSTILE.map((value, id) => ({ id, name: value, email: `a${id}@example.com`, note: 'plain = text' }))
    const [header, ...body] = cells(csvDocument(rows))
    expect(header).toEqual(['id', 'name', 'email', 'note'])
    expect(body.map((row) => row[1])).toEqual(HOSTILE.map((value) => `'${value}`))
    expect(body.every((row) => row[3] === 'plain = text' && !/^[=+\-@\t\r]/.test(row[1]))).toBe(true)
  })

  it('quotes quotes, keeps line breaks inside a cell, writes nested values as JSON and a missing one as empty', () => {
    const csv = csvDocument([{ id: 1, title: 'Say "hi"\nthere', lines: [{ product: 2, quantity: 1 }] }, { id: 2 }])
    expect(csv).toBe(`${CSV_BOM}"id","title","lines"\r\n"1","Say ""hi""\nthere","[{""product"":2,""quantity"":1}]"\r\n"2","",""\r\n`)
  })
})

describe('the back office exports every list through it', () => {
  it('hands the neutralised CSV to the download, named after the list', () => {
    const downloads: [string, string][] = []
    exportRowsAsCsv([{ id: 7, name: HOSTILE[0] }], 'inquiries', (csv, name) => downloads.push([csv, name]))
    expect(downloads).toHaveLength(1)
    expect(downloads[0][1]).toBe('inquiries')
    expect(cells(downloads[0][0])[1]).toEqual(['7', `'${HOSTILE[0]}`])
  })

  it("no list uses react-admin's own exporter: each shows our export button or none", () => {
    const files = fs.readdirSync('admin', { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !file.includes('dist'))
    for (const file of files) expect(fs.readFileSync(path.join('admin', file), 'utf8'), file).not.toMatch(/\bdefaultExporter\b|\bExportButton\b/)
    const importsRaList = (text: string) =>
      [...text.matchAll(/import\s*\{([^}]*)\}\s*from 'react-admin'/g)].some((m) => m[1].split(',').some((name) => name.trim() === 'List'))
    const lists = files.map((file) => [file, fs.readFileSync(path.join('admin', file), 'utf8')] as const).filter(([, text]) => importsRaList(text))
    expect(lists.length).toBeGreaterThanOrEqual(4)
    for (const [file, text] of lists) {
      // react-admin's default actions carry its ExportButton: a list sets its own actions, or exporter={false}
      expect(/<List\b[^>]*\bactions=\{|exporter=\{false\}/s.test(text), `${file}: a <List> with react-admin's default actions (its own CSV export)`).toBe(true)
    }
  })
})
