/**
 * The sidebar, titled Rudnik, generated from the registry: one entry per declaration with a
 * menuOrder (sorted) whose scope the account holds (auth/permissions.ts), the staff team for
 * those with the `users` scope, the screens of the other scopes (translations, audit log, mail
 * queue, privacy, accessibility), then a link that opens the public site in a new tab.
 */
import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew'
import GavelIcon from '@mui/icons-material/Gavel'
import GroupIcon from '@mui/icons-material/Group'
import OutboxIcon from '@mui/icons-material/Outbox'
import HistoryEduIcon from '@mui/icons-material/HistoryEdu'
import TranslateIcon from '@mui/icons-material/Translate'
import OpenInNewIcon from '@mui/icons-material/OpenInNew'
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip'
import ListItemIcon from '@mui/material/ListItemIcon'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { Menu, useLocale, useSidebarState, useTranslate } from 'react-admin'
import { isLanguage } from '../../shared/languages'
import { publicSiteUrl } from '../app/location'
import { holds, USERS_RESOURCE } from '../auth/permissions'
import { declarations, menuDeclarations, raName } from '../registry'
import { iconFor } from '../registry/icons'

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
  return (
    <nav aria-label={translate('app.sidebar_title')}>
      {open && (
        <Typography component="p" variant="h6" sx={{ px: 2, pt: 1.5, fontWeight: 700 }}>
          {translate('app.sidebar_title')}
        </Typography>
      )}
      <Menu>
        <Menu.DashboardItem />
        {menuDeclarations()
          .filter((declaration) => holds(declaration.name))
          .map((declaration) => {
            const name = raName(declaration)
            const Icon = iconFor(declaration.icon)
            return <Menu.Item key={name} to={`/${name}`} primaryText={translate(`resources.${name}.name`, { smart_count: 2 })} leftIcon={<Icon />} />
          })}
        {holds('users') && <Menu.Item to={`/${USERS_RESOURCE}`} primaryText={translate('app.team.title')} leftIcon={<GroupIcon />} />}
        {declarations.some((declaration) => declaration.translatable && holds(declaration.name)) && (
          <Menu.Item to="/translations" primaryText={translate('app.translations.title')} leftIcon={<TranslateIcon />} />
        )}
        {holds('audit') && <Menu.Item to="/audit-log" primaryText={translate('app.audit.title')} leftIcon={<HistoryEduIcon />} />}
        {holds('mail') && <Menu.Item to="/mail-outbox" primaryText={translate('app.mail.title')} leftIcon={<OutboxIcon />} />}
        {holds('privacy') && <Menu.Item to="/privacy" primaryText={translate('app.privacy.title')} leftIcon={<PrivacyTipIcon />} />}
        {holds('accessibility') && <Menu.Item to="/accessibility" primaryText={translate('app.accessibility.report')} leftIcon={<AccessibilityNewIcon />} />}
        {holds('accessibility') && <Menu.Item to="/accessibility-statement" primaryText={translate('app.accessibility.statement')} leftIcon={<GavelIcon />} />}
        <PublicSiteLink />
      </Menu>
    </nav>
  )
}
