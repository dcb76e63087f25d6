/**
 * /admin: the dashboard. How many records each sidebar entry holds, the cards the features bring (the
 * accessibility statement's review reminder), the latest inquiries, and the public site's publishing
 * state (the top bar's shared state: progress, failed build's log, "rebuild now").
 */
import { Suspense } from 'react'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link, useGetList, useTranslate } from 'react-admin'
import { formatDisplayDateTime } from './app/display-dates'
import { useFeatures } from './app/features-context'
import { TruncatedText } from './generic/TruncatedTextField'
import { SiteBuildSummary } from './layout/SiteBuildSummary'
import { declarations, menuDeclarations, raName } from './registry'
import { iconFor } from './registry/icons'
import { holds, mayOpen } from './auth/permissions'
import type { Resource } from '../shared/resources'

const CountRow = ({ declaration }: { declaration: Resource }) => {
  const translate = useTranslate()
  const name = raName(declaration)
  const { total, isPending } = useGetList(name, { pagination: { page: 1, perPage: 1 } })
  const Icon = iconFor(declaration.icon)
  return (
    <ListItem disablePadding sx={{ py: 0.5 }}>
      <Icon fontSize="small" sx={{ mr: 1, color: 'text.secondary' }} aria-hidden />
      <Link to={`/${name}`} sx={{ flex: 1 }}>
        {translate(`resources.${name}.name`, { smart_count: 2 })}
      </Link>
      <Typography component="span" sx={{ fontWeight: 700 }} data-testid={`count-${name}`}>
        {isPending ? '…' : (total ?? 0)}
      </Typography>
    </ListItem>
  )
}

/** The spec's truncation rule with a longer cut: a preview of what was asked, the whole text in a tooltip. */
const INQUIRY_PREVIEW_LENGTH = 40

const LatestInquiries = () => {
  const translate = useTranslate()
  const { data = [], isPending } = useGetList('inquiry', { pagination: { page: 1, perPage: 5 }, sort: { field: 'created_at', order: 'DESC' } })
  return (
    <>
      {!isPending && data.length === 0 && <Typography>{translate('app.dashboard.no_inquiries')}</Typography>}
      <List dense>
        {data.map((inquiry) => (
          <ListItem key={inquiry.id} disablePadding>
            <ListItemText
              primary={
                <>
                  <Link to={`/inquiry/${inquiry.id}/show`}>{inquiry.name}</Link>
                  {': '}
                  <TruncatedText text={inquiry.subject || inquiry.message} maxLength={INQUIRY_PREVIEW_LENGTH} />
                </>
              }
              secondary={formatDisplayDateTime(inquiry.created_at)}
            />
          </ListItem>
        ))}
      </List>
      <Link to="/inquiry">{translate('app.dashboard.all_inquiries')}</Link>
    </>
  )
}

/** Screens outside the sidebar (spec routes and helper resources), one link each. */
const MoreScreens = () => {
  const translate = useTranslate()
  // only what the account's scopes open (auth/permissions.ts)
  const pages = [
    { to: '/footer', label: translate('app.footer.title'), scope: 'info' },
    { to: '/key', label: translate('app.key.title'), scope: 'events' },
    { to: '/work', label: translate('app.work.title'), scope: 'employees' },
    ...declarations
      .filter((d) => d.menuOrder === undefined)
      .map((d) => ({ to: `/${raName(d)}`, label: translate(`resources.${raName(d)}.name`, { smart_count: 2 }), scope: d.name })),
    { to: '/users', label: translate('app.team.title'), scope: 'users' },
    { to: '/account', label: translate('app.account.title'), scope: null },
    { to: '/settings', label: translate('app.settings.title'), scope: null },
  ].filter((page) => page.scope === null || holds(page.scope))
  return (
    <List dense sx={{ columns: { sm: 2 } }}>
      {pages.map((page) => (
        <ListItem key={page.to} disablePadding sx={{ breakInside: 'avoid' }}>
          <Link to={page.to}>{page.label}</Link>
        </ListItem>
      ))}
    </List>
  )
}

export const Dashboard = () => {
  const translate = useTranslate()
  const cards = useFeatures().flatMap(({ name, dashboard = [] }) => dashboard.map((card, i) => ({ key: `${name}-${i}`, ...card })))
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Card component="section" aria-labelledby="dashboard-counts">
          <CardContent>
            <Typography id="dashboard-counts" component="h2" variant="h6" gutterBottom>
              {translate('app.dashboard.counts')}
            </Typography>
            <List dense>
              {menuDeclarations()
                .filter((declaration) => holds(declaration.name))
                .map((declaration) => (
                  <CountRow key={declaration.name} declaration={declaration} />
                ))}
            </List>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack spacing={2}>
          <Suspense fallback={null}>
            {cards
              .filter((card) => card.shown())
              .map(({ key, Card: FeatureCard }) => (
                <FeatureCard key={key} />
              ))}
          </Suspense>
          <Card component="section" aria-labelledby="dashboard-build">
            <CardContent>
              <Typography id="dashboard-build" component="h2" variant="h6" gutterBottom>
                {translate('app.site_build.title')}
              </Typography>
              <SiteBuildSummary />
            </CardContent>
          </Card>
          {mayOpen('inquiry') && (
            <Card component="section" aria-labelledby="dashboard-inquiries">
              <CardContent>
                <Typography id="dashboard-inquiries" component="h2" variant="h6" gutterBottom>
                  {translate('app.dashboard.latest_inquiries')}
                </Typography>
                <LatestInquiries />
              </CardContent>
            </Card>
          )}
          <Card component="section" aria-labelledby="dashboard-more">
            <CardContent>
              <Typography id="dashboard-more" component="h2" variant="h6" gutterBottom>
                {translate('app.dashboard.more')}
              </Typography>
              <MoreScreens />
            </CardContent>
          </Card>
        </Stack>
      </Grid>
    </Grid>
  )
}
