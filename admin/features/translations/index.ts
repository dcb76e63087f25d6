/**
 * Translations: the screen of records missing or behind their other language, and the parts the
 * generated screens place (a list column, the edit form's panel, the create-translation button).
 */
import TranslateIcon from '@mui/icons-material/Translate'
import { lazy } from 'react'
import type { AdminFeature } from '../../app/feature'
import { holds } from '../../auth/permissions'
import { declarations } from '../../registry'
import { translationMessages } from './translation-messages'

export const translations: AdminFeature = {
  name: 'translations',
  messages: translationMessages,
  // Staff who hold any translatable type's scope; the screen shows only those types (a 403 page for the rest).
  routes: [{ path: '/translations', title: 'app.translations.title', guards: ['i18n', 'is-admin'], Screen: lazy(() => import('./TranslationsPage')) }],
  menu: [
    {
      to: '/translations',
      label: 'app.translations.title',
      Icon: TranslateIcon,
      shown: () => declarations.some((declaration) => declaration.translatable && holds(declaration.name)),
    },
  ],
}
