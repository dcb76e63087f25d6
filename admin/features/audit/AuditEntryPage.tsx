/** /admin/audit-log/:id: one entry, with its changed fields (before, after) or the deleted record kept in it. */
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { DataProviderContext, Link, Loading, Title, useGetOne, useLocale, useTranslate } from 'react-admin'
import { useParams } from 'react-router-dom'
import { formatDisplayDateTime } from '../../app/display-dates'
import { ErrorPage } from '../../app/ErrorPage'
import { actionName, actorName, resourceName } from './audit-choices'
import { AUDIT_RESOURCE, auditDataProvider } from './audit-data'
import { ChangesTable, ValuesTable } from './ValuesTable'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const EntryData = ({ entry }: { entry: Record<string, any> }) => {
  const translate = useTranslate()
  const data = isRecord(entry.data) ? entry.data : {}
  const fields: string[] = Array.isArray(entry.changed_fields) ? entry.changed_fields : []
  if (fields.length) {
    const from = isRecord(data.from) ? data.from : {}
    const to = isRecord(data.to) ? data.to : {}
    return <ChangesTable resource={entry.resource} caption={translate('app.audit.changed_fields')} fields={fields} from={from} to={to} />
  }
  if (isRecord(data.deleted)) return <ValuesTable resource={entry.resource} caption={translate('app.audit.deleted')} values={data.deleted} />
  if (isRecord(data.record)) return <ValuesTable resource={entry.resource} caption={translate('app.audit.record')} values={data.record} />
  return Object.keys(data).length ? <ValuesTable resource={entry.resource} caption={translate('app.audit.data')} values={data} /> : null
}

const Entry = () => {
  const { id = '' } = useParams()
  const translate = useTranslate()
  const locale = useLocale()
  const { data: entry, isPending, error } = useGetOne(AUDIT_RESOURCE, { id })
  if (isPending) return <Loading />
  if (error || !entry) return <ErrorPage status={404} />
  const facts: [string, string][] = [
    ['at', formatDisplayDateTime(entry.at)],
    ['actor', actorName(entry, translate)],
    ['ip', entry.ip ?? '—'],
    ['action', actionName(entry.action, translate)],
    ['resource', resourceName(entry.resource, translate, locale) || '—'],
    ['record_id', entry.record_id ?? '—'],
    ['record_title', entry.record_title ?? '—'],
  ]
  return (
    <Card sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={translate('app.audit.entry_title', { id: entry.id })} />
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {translate('app.audit.entry_title', { id: entry.id })}
        </Typography>
        <Typography component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, mb: 3 }}>
          {facts.map(([key, value]) => [
            <Typography key={`${key}-term`} component="dt" sx={{ fontWeight: 600 }}>
              {translate(`app.audit.${key}`)}
            </Typography>,
            <Typography key={`${key}-value`} component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>,
          ])}
        </Typography>
        <EntryData entry={entry} />
        <Link to={`/${AUDIT_RESOURCE}`}>{translate('app.audit.back')}</Link>
      </CardContent>
    </Card>
  )
}

const AuditEntryPage = () => (
  <DataProviderContext.Provider value={auditDataProvider}>
    <Entry />
  </DataProviderContext.Provider>
)

export default AuditEntryPage
