/**
 * The sidebar, titled Rudnik: the start page, then the entries of the app's features in their order
 * (admin/features.ts: one per declaration with a menuOrder, the team, translations, audit log, mail
 * queue, privacy, accessibility), each shown only to an account whose scopes open it
 * (auth/permissions.ts), then a link that opens the public site in a new tab.
 */
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import ListItemIcon from '@mui/material/ListItemIcon'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { Menu, useLocale, useSidebarState, useTranslate } from 'react-admin'
import { isLanguage } from '../../shared/languages'
import { useFeatures } from '../app/features-context'
import { publicSiteUrl } from '../app/location'

const PublicSiteLink = () => {
  const translate = useTranslate()
  const locale = useLocale()
  const [open] = useSidebarState()
  const label = translate('app.public_site')
  return (
    <MenuItem
      component="a"
      href={publicSiteUrl(isLanguage(locale) ? locale : 'sl')}
      target="_blank"
      rel="noopener"
      aria-label={`${label} ${translate('app.opens_in_new_tab')}`}
      sx={{ color: 'text.secondary' }}
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <OpenInNewIcon fontSize="small" />
      </ListItemIcon>
      {open ? label : null}
    </MenuItem>
  )
}

export const AppMenu = () => {
  const translate = useTranslate()
  const [open] = useSidebarState()
  const entries = useFeatures().flatMap((feature) => feature.menu ?? [])
  return (
    <nav aria-label={translate('app.sidebar_title')}>
      {open && (
        <Typography component="p" variant="h6" sx={{ px: 2, pt: 1.5, fontWeight: 700 }}>
          {translate('app.sidebar_title')}
        </Typography>
      )}
      <Menu>
        <Menu.DashboardItem />
        {entries
          .filter((entry) => entry.shown())
          .map(({ to, label, labelOptions, Icon }) => (
            <Menu.Item key={to} to={to} primaryText={translate(label, labelOptions)} leftIcon={<Icon />} />
          ))}
        <PublicSiteLink />
      </Menu>
    </nav>
  )
}
