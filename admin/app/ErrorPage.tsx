/** The 404 ('This page could not be found') and 500 ('Unknown middleware') pages of the guards, and 403 (a screen the account's scopes do not open). */
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'

const TITLES = { 403: 'app.errors.forbidden_screen', 404: 'app.errors.not_found', 500: 'app.errors.unknown_middleware' } as const

export const ErrorPage = ({ status }: { status: 403 | 404 | 500 }) => {
  const translate = useTranslate()
  const title = translate(TITLES[status])
  return (
    <Box component="section" role="alert" sx={{ p: 3 }} data-status={status}>
      <Typography component="h2" variant="h4" gutterBottom>
        {status}
      </Typography>
      <Typography component="p" variant="h6">
        {title}
      </Typography>
      {status === 500 && <Typography>{translate('app.errors.unknown_middleware_text')}</Typography>}
    </Box>
  )
}

/** An admin address no screen answers (react-admin's catch-all): the spec's 404 page, not react-admin's faint one. */
export const NotFoundPage = () => <ErrorPage status={404} />
