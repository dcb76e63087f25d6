/** The 404 ('This page could not be found') and 500 ('Unknown middleware') pages of the guards. */
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'

export const ErrorPage = ({ status }: { status: 404 | 500 }) => {
  const translate = useTranslate()
  const title = status === 404 ? translate('app.errors.not_found') : translate('app.errors.unknown_middleware')
  return (
    <Box component="section" role="alert" sx={{ p: 3 }} data-status={status}>
      <Typography component="h2" variant="h4" gutterBottom>
        {status}
      </Typography>
      <Typography component="p" variant="h6">{title}</Typography>
      {status === 500 && <Typography>{translate('app.errors.unknown_middleware_text')}</Typography>}
    </Box>
  )
}

/** An admin address no screen answers (react-admin's catch-all): the spec's 404 page, not react-admin's faint one. */
export const NotFoundPage = () => <ErrorPage status={404} />
