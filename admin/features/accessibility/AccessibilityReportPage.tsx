/**
 * /admin/accessibility: the latest axe report (server/accessibility), per page: each broken rule,
 * how serious, on how many elements, and axe's page on how to fix it. Staff with the
 * `accessibility` scope; the statement (/admin/accessibility-statement) lists the same problems.
 */
import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { Loading, Title, useLocale } from 'react-admin'
import { formatDisplayDateTime } from '../../app/display-dates'
import { useAccessibilityReport } from './report-data'
import { REPORT_WORDS, reportNote } from './report-words'

const AccessibilityReportPage = () => {
  const language = useLocale() === 'en' ? 'en' : 'sl'
  const words = REPORT_WORDS[language]
  const { data, error } = useAccessibilityReport()
  if (error) return <Alert severity="error">{error}</Alert>
  if (!data) return <Loading />
  const { report, running } = data
  const broken = report?.pages.filter((page) => page.violations.length || page.error) ?? []
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={words.title} />
      <CardContent>
        <Typography component="h2" variant="h5" gutterBottom>
          {words.title}
        </Typography>
        <Typography gutterBottom>{words.intro}</Typography>
        {running && <Alert severity="info">{words.running}</Alert>}
        {!report && <Typography>{words.none}</Typography>}
        {report && (
          <>
            <Typography component="p" data-testid="report-summary">
              {words.finished}: {formatDisplayDateTime(report.finished_at)} · {words.status[report.status]} · {words.pages}: {report.pages_checked}/
              {report.pages_found} · {words.violations}: {report.violations}
            </Typography>
            {reportNote(report, language) && (
              <Alert severity="warning" data-testid="report-note">
                {reportNote(report, language)}
                {report.message && (
                  <Typography component="details" variant="body2" sx={{ mt: 1 }}>
                    <summary>{words.notes.detail}</summary>
                    <span lang="en">{report.message}</span>
                  </Typography>
                )}
              </Alert>
            )}
            {report.pages_checked > 0 && !broken.length && <Alert severity="success">{words.clean}</Alert>}
            {broken.length > 0 && (
              <Table size="small" sx={{ mt: 2 }}>
                <caption>{words.violations}</caption>
                <TableHead>
                  <TableRow>
                    {[words.page, words.rule, words.impact, words.count, words.help].map((head) => (
                      <TableCell key={head} component="th" scope="col">
                        {head}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {broken.flatMap((page) =>
                    page.error
                      ? [
                          <TableRow key={page.path}>
                            <TableCell component="th" scope="row">
                              {page.path}
                            </TableCell>
                            <TableCell colSpan={4} lang="en">
                              {page.error}
                            </TableCell>
                          </TableRow>,
                        ]
                      : page.violations.map((violation) => (
                          <TableRow key={`${page.path} ${violation.id}`}>
                            <TableCell component="th" scope="row">
                              <a href={page.path} target="_blank" rel="noreferrer">
                                {page.path}
                              </a>
                            </TableCell>
                            <TableCell>{violation.id}</TableCell>
                            <TableCell>
                              {violation.impact ? (words.impacts[violation.impact as keyof typeof words.impacts] ?? violation.impact) : '—'}
                            </TableCell>
                            <TableCell>{violation.count}</TableCell>
                            <TableCell>
                              {/* axe's own words, in English: marked so a screen reader reads them as English */}
                              <a href={violation.help_url} target="_blank" rel="noreferrer" lang="en">
                                {violation.help}
                              </a>
                            </TableCell>
                          </TableRow>
                        )),
                  )}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}

export default AccessibilityReportPage
