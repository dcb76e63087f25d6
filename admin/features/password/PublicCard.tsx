/**
 * The frame of the back office's pages for the signed-out (forgotten password, new password): a
 * main landmark, a centred card with the page's heading, the language switch below. It keeps the
 * document title in step (WCAG 2.4.2).
 */
import { useEffect, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { Link, useTranslate } from 'react-admin'
import { LanguageSwitch } from '../../layout/LanguageSwitch'

export const PublicCard = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate()
  useEffect(() => {
    document.title = `${title} · ${translate('app.title')}`
  }, [title, translate])
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'flex-start', justifyContent: 'center', bgcolor: 'grey.100', pt: 8, px: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent>
          <Typography component="h1" variant="h6" gutterBottom>
            {title}
          </Typography>
          {children}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mt: 2 }}>
            <Link to="/login">{translate('app.password_reset.back_to_login')}</Link>
            <LanguageSwitch />
          </Box>
        </CardContent>
      </Card>
    </Box>
  )
}
