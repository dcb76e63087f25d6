/** Words of the "Prevodi" screen (admin/features/translations) that the shell needs (menu, page title): `app.translations.*`. */
export const translationMessages = {
  sl: { app: { translations: { title: 'Prevodi' } } },
  en: { app: { translations: { title: 'Translations' } } },
}
