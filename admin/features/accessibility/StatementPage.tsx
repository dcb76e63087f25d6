/**
 * /admin/accessibility-statement: the accessibility statement's data (Decision (EU) 2018/1523):
 * compliance status, the non-accessible content staff know of (the latest axe report adds its own
 * on the site), preparation and review dates and method, the feedback contact. Saving publishes it
 * (a site build follows). Staff with the `accessibility` scope.
 */
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { Form, Loading, NumberInput, SaveButton, SelectInput, ResourceContextProvider, TextInput, Title, required, useLocale, useNotify } from 'react-admin'
import type { StatementAnswer } from '../../../shared/accessibility/statement'
import { apiUrl, httpClient } from '../../app/providers'
import { DateTextInput } from '../../generic/DateTextInput'
import { STATEMENT_WORDS } from './statement-words'

const URL = `${apiUrl}/accessibility/statement/`
const FIELDS = ['status', 'prepared_on', 'reviewed_on', 'method', 'email', 'phone', 'answer_days'] as const

const StatementPage = () => {
  const words = STATEMENT_WORDS[useLocale() === 'en' ? 'en' : 'sl']
  const notify = useNotify()
  const [statement, setStatement] = useState<StatementAnswer | null>(null)
  useEffect(() => {
    httpClient(URL).then(
      ({ json }) => setStatement(json),
      (error: Error) => notify(error.message, { type: 'error' }),
    )
  }, [notify])
  if (!statement) return <Loading />
  // A server error names the field as the form does, not by its code.
  const fieldWord = (field: string) => {
    const word = (words as Record<string, unknown>)[field]
    return typeof word === 'string' ? word : field
  }
  const save = async (values: Record<string, unknown>) => {
    const body: Record<string, unknown> = Object.fromEntries(FIELDS.map((field) => [field, values[field]]))
    // One entry per line, the n-th Slovenian line beside the n-th English one.
    const lines = (text: unknown) =>
      typeof text === 'string'
        ? text
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean)
        : []
    const sl = lines(values.issues_sl)
    const en = lines(values.issues_en)
    body.known_issues = sl.map((text, i) => ({ sl: text, en: en[i] ?? '' }))
    try {
      const { json } = await httpClient(URL, { method: 'PUT', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })
      setStatement(json)
      notify(words.saved, { type: 'success' })
    } catch (error) {
      const fields = (error as { body?: Record<string, string[]> }).body
      notify(
        fields
          ? Object.entries(fields)
              .map(([field, messages]) => `${fieldWord(field)}: ${messages.join(' ')}`)
              .join(' · ')
          : (error as Error).message,
        { type: 'error' },
      )
    }
  }
  return (
    <Card sx={{ mt: 2, maxWidth: 760 }}>
      <Title title={words.title} />
      <CardContent>
        <Typography component="h2" variant="h5" gutterBottom>
          {words.title}
        </Typography>
        <Typography gutterBottom>{words.intro}</Typography>
        <ResourceContextProvider value="accessibility-statement">
          <Form
            record={{
              ...statement,
              issues_sl: statement.known_issues.map((issue) => issue.sl).join('\n'),
              issues_en: statement.known_issues.map((issue) => issue.en).join('\n'),
            }}
            onSubmit={save}
          >
            <SelectInput
              source="status"
              label={words.status}
              choices={Object.entries(words.statuses).map(([id, name]) => ({ id, name }))}
              validate={required()}
              fullWidth
            />
            <DateTextInput source="prepared_on" label={words.prepared_on} validate={required()} />
            <DateTextInput source="reviewed_on" label={words.reviewed_on} validate={required()} notBefore="prepared_on" helperText={words.reviewed_help} />
            <SelectInput
              source="method"
              label={words.method}
              choices={Object.entries(words.methods).map(([id, name]) => ({ id, name }))}
              validate={required()}
              fullWidth
            />
            <TextInput source="email" label={words.email} type="email" validate={required()} fullWidth />
            <TextInput source="phone" label={words.phone} validate={required()} fullWidth />
            <NumberInput source="answer_days" label={words.answer_days} min={1} max={8} step={1} validate={required()} />
            <TextInput source="issues_sl" label={`${words.known_issues}: ${words.issue_sl}`} helperText={words.known_help} multiline minRows={2} fullWidth />
            <TextInput source="issues_en" label={`${words.known_issues}: ${words.issue_en}`} helperText={words.known_help} multiline minRows={2} fullWidth />
            <SaveButton alwaysEnable />
          </Form>
        </ResourceContextProvider>
      </CardContent>
    </Card>
  )
}

export default StatementPage
