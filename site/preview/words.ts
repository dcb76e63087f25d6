/** The preview page's own words (the record's page brings the rest). */
import type { Language } from '../../shared/languages'

export const PREVIEW_WORDS: Record<Language, Record<'title' | 'banner' | 'loading' | 'missing' | 'notFound' | 'gone' | 'failed' | 'otherLanguage', string>> = {
  sl: {
    title: 'Predogled',
    banner: 'Predogled: tako bo stran videti na javni strani. Ni objavljeno in ni za iskalnike.',
    loading: 'Nalagam predogled …',
    missing: 'V naslovu ni ključa predogleda. Odprite povezavo, ki ste jo prejeli, v celoti.',
    notFound: 'Te povezave za predogled ni. Preverite, ali ste jo kopirali v celoti.',
    gone: 'Ta povezava za predogled je potekla ali je bila preklicana. Za novo prosite urednika.',
    failed: 'Predogleda ni bilo mogoče naložiti. Poskusite znova čez nekaj trenutkov.',
    otherLanguage: 'Ta zapis nima strani v slovenščini. Odprite predogled v angleščini.',
  },
  en: {
    title: 'Preview',
    banner: 'Preview: this is how the page will look on the public site. It is not published and not for search engines.',
    loading: 'Loading the preview …',
    missing: 'The address has no preview key. Open the whole link you were given.',
    notFound: 'This preview link does not exist. Check that you copied all of it.',
    gone: 'This preview link has expired or was revoked. Ask an editor for a new one.',
    failed: 'The preview could not be loaded. Try again in a few moments.',
    otherLanguage: 'This record has no page in English. Open the Slovenian preview.',
  },
}
