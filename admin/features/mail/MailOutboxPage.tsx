/**
 * /admin/mail-outbox, "Poštna vrsta" (the `mail` scope): every mail the site sent or still holds,
 * newest first, filtered by status; each row shows its state, its attempts out of the retries the
 * server makes, the last error of a failed one, and opens to its text (secrets stay [hidden]: the
 * server never stores them).
 */
import { Typography } from '@mui/material'
import { Datagrid, DataProviderContext, FunctionField, List, SelectInput, TextField, useTranslate } from 'react-admin'
import { formatDisplayDateTime } from '../../app/display-dates'
import { LIST_PAGE_SIZE, ListPagination } from '../../generic/list-pagination'
import { MAIL_RESOURCE, MAIL_STATUSES, MAX_ATTEMPTS, mailDataProvider } from './mail-data'

const MailText = () => (
  <FunctionField
    source="text"
    render={(record) => (
      <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
        {record?.text}
      </Typography>
    )}
  />
)

const useFilters = () => {
  const translate = useTranslate()
  return [
    <SelectInput
      key="status"
      source="status"
      label="app.mail.status"
      choices={MAIL_STATUSES.map((id) => ({ id, name: translate(`app.mail.statuses.${id}`) }))}
      alwaysOn
    />,
  ]
}

const MailList = () => {
  const translate = useTranslate()
  return (
    <>
      <Typography sx={{ mt: 2 }}>{translate('app.mail.intro', { max: MAX_ATTEMPTS })}</Typography>
      <List
        resource={MAIL_RESOURCE}
        title={translate('app.mail.title')}
        filters={useFilters()}
        perPage={LIST_PAGE_SIZE}
        pagination={<ListPagination />}
        exporter={false}
        actions={false}
      >
        <Datagrid bulkActionButtons={false} expand={<MailText />} rowClick="expand">
          <FunctionField source="created_at" label="app.mail.created_at" sortable={false} render={(record) => formatDisplayDateTime(record?.created_at)} />
          <TextField source="to" label="app.mail.to" sortable={false} />
          <TextField source="subject" label="app.mail.subject" sortable={false} />
          <FunctionField source="status" label="app.mail.status" sortable={false} render={(record) => translate(`app.mail.statuses.${record?.status}`)} />
          <FunctionField
            source="attempts"
            label="app.mail.attempts"
            sortable={false}
            render={(record) => translate('app.mail.attempts_of', { attempts: record?.attempts ?? 0, max: MAX_ATTEMPTS })}
          />
          <TextField source="last_error" label="app.mail.last_error" sortable={false} emptyText="" />
          <FunctionField source="sent_at" label="app.mail.sent_at" sortable={false} render={(record) => formatDisplayDateTime(record?.sent_at)} />
        </Datagrid>
      </List>
    </>
  )
}

const MailOutboxPage = () => (
  <DataProviderContext.Provider value={mailDataProvider}>
    <MailList />
  </DataProviderContext.Provider>
)

export default MailOutboxPage
