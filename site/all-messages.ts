/**
 * Both languages' UI strings, for the server renderer (site/ssr.tsx) and the unit tests only: the
 * browser gets just the page's language, embedded in the page (see site/i18n.tsx). Importing this
 * module registers them.
 */
import en from '../locales/en/common.json'
import sl from '../locales/sl/common.json'
import { provideMessages, type Messages } from './i18n'

// Typed against the Slovenian file: English must have every key Slovenian has.
const english: Messages = en

provideMessages('sl', sl)
provideMessages('en', english)
