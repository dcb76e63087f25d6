/**
 * The report screen's words, in both admin languages (the screen picks by the UI language). The
 * server's `message` is for its log, in English: the screen says what it means in its own words.
 */
import type { AuditReport } from '../../../shared/accessibility/report'

export const REPORT_WORDS = {
  sl: {
    title: 'Poročilo o dostopnosti',
    intro: 'Po vsaki objavi spletne strani orodje axe-core preveri vse zgrajene strani po WCAG 2.1 (ravni A in AA).',
    none: 'Poročila še ni: nastane po naslednji objavi spletne strani.',
    running: 'Preverjanje po zadnji objavi še poteka.',
    finished: 'Preverjeno',
    pages: 'Preverjene strani',
    violations: 'Kršitve (elementi)',
    clean: 'Na preverjenih straneh ni kršitev.',
    page: 'Stran',
    rule: 'Pravilo',
    impact: 'Resnost',
    count: 'Število',
    help: 'Kako popraviti',
    status: { done: 'Končano', partial: 'Delno (omejitev strani ali časa)', skipped: 'Preskočeno', failed: 'Napaka' },
    impacts: { critical: 'kritično', serious: 'resno', moderate: 'zmerno', minor: 'manjše' },
    notes: {
      partial: (checked: number, found: number) =>
        `Preverjenih je ${checked} od ${found} strani: preverjanje se ustavi pri omejitvi števila strani ali časa, ki jo določi skrbnik strežnika.`,
      skipped: 'Preverjanje ni teklo: na strežniku ni brskalnika ali orodja za preverjanje. Obvestite skrbnika strežnika.',
      failed: 'Preverjanje se je ustavilo zaradi napake. Obvestite skrbnika strežnika.',
      detail: 'Podrobnost za skrbnika strežnika (angleško)',
    },
  },
  en: {
    title: 'Accessibility report',
    intro: 'After every site build, axe-core checks every built page against WCAG 2.1 (levels A and AA).',
    none: 'No report yet: one is made after the next site build.',
    running: 'The check after the latest build is still running.',
    finished: 'Checked',
    pages: 'Pages checked',
    violations: 'Violations (elements)',
    clean: 'No violations on the pages checked.',
    page: 'Page',
    rule: 'Rule',
    impact: 'Impact',
    count: 'Count',
    help: 'How to fix',
    status: { done: 'Done', partial: 'Partial (page or time limit)', skipped: 'Skipped', failed: 'Failed' },
    impacts: { critical: 'critical', serious: 'serious', moderate: 'moderate', minor: 'minor' },
    notes: {
      partial: (checked: number, found: number) =>
        `${checked} of ${found} pages were checked: the check stops at the page or time limit the server's administrator sets.`,
      skipped: 'The check did not run: the server has no browser or checking tool. Tell the server administrator.',
      failed: 'The check stopped on an error. Tell the server administrator.',
      detail: "Detail for the server's administrator",
    },
  },
} as const

/** What a report that is not complete means, in the UI language; the server's own text is only a detail. */
export function reportNote(report: Pick<AuditReport, 'status' | 'pages_checked' | 'pages_found'>, language: keyof typeof REPORT_WORDS): string | null {
  const notes = REPORT_WORDS[language].notes
  if (report.status === 'partial') return notes.partial(report.pages_checked, report.pages_found)
  if (report.status === 'skipped' || report.status === 'failed') return notes[report.status]
  return null
}
