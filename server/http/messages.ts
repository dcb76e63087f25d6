/**
 * Every message the API can answer with, in both languages. Keys follow Django REST
 * Framework's wording so clients written for DRF read them the same way.
 */
import { addOnce } from '../lib/add-once'
import type { Language } from '../../shared/languages'

/** Words in both languages, by key: the core's below, and each feature's `messages` (server/feature.ts). */
export type MessageCatalog = Record<string, Record<Language, string>>

/**
 * The keys the features bring: each feature's messages file adds its own (`interface FeatureMessageKeys
 * extends Record<keyof typeof ..., true> {}` in a `declare module` of this file), so a key no one brings is a
 * type error, as it was when every feature's words were spread in here.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the features' declaration merging
export interface FeatureMessageKeys {}

const coreMessages = {
  required: { en: 'This field is required.', sl: 'To polje je obvezno.' },
  blank: { en: 'This field may not be blank.', sl: 'To polje ne sme biti prazno.' },
  null: { en: 'This field may not be null.', sl: 'To polje ne sme biti prazno.' },
  maxLength: { en: 'Ensure this field has no more than {max} characters.', sl: 'To polje ima lahko največ {max} znakov.' },
  minLength: { en: 'Ensure this field has at least {min} characters.', sl: 'To polje mora imeti vsaj {min} znakov.' },
  notText: { en: 'Not a valid string.', sl: 'Vrednost ni besedilo.' },
  nullCharacters: { en: 'Null characters are not allowed.', sl: 'Ničelni znaki (NUL) niso dovoljeni.' },
  invalidEmail: { en: 'Enter a valid email address.', sl: 'Vnesite veljaven e-poštni naslov.' },
  invalidUrl: { en: 'Enter a valid URL.', sl: 'Vnesite veljaven URL.' },
  invalidSlug: {
    en: 'Enter a valid "slug" consisting of lowercase letters, numbers or hyphens.',
    sl: 'Vnesite veljaven naslov URL iz malih črk, številk ali vezajev.',
  },
  slugTaken: { en: 'A record with this URL name already exists in this language.', sl: 'Zapis s tem naslovom URL v tem jeziku že obstaja.' },
  invalidInteger: { en: 'A valid integer is required.', sl: 'Vnesite celo število.' },
  invalidNumber: { en: 'A valid number is required.', sl: 'Vnesite število.' },
  minValue: { en: 'Ensure this value is greater than or equal to {min}.', sl: 'Vrednost mora biti vsaj {min}.' },
  maxValue: { en: 'Ensure this value is less than or equal to {max}.', sl: 'Vrednost je lahko največ {max}.' },
  invalidBoolean: { en: 'Must be a valid boolean.', sl: 'Vrednost mora biti da ali ne.' },
  invalidDate: {
    en: 'Enter a valid date between {min} and {max}, e.g. 13.09.2025 or 2025-09-13.',
    sl: 'Vnesite veljaven datum med {min} in {max}, npr. 13.09.2025 ali 2025-09-13.',
  },
  skippedTime: {
    en: 'There is no {time} in Ljubljana: the clocks go forward an hour then. Enter another time, e.g. {later}.',
    sl: 'Ure {time} v Ljubljani ni: takrat se ura premakne za eno uro naprej. Vnesite drug čas, npr. {later}.',
  },
  invalidChoice: { en: '"{value}" is not a valid choice.', sl: '"{value}" ni dovoljena izbira.' },
  invalidPk: { en: 'Invalid pk "{value}" - object does not exist.', sl: 'Zapis "{value}" ne obstaja.' },
  notAList: { en: 'Expected a list of items.', sl: 'Pričakovan je seznam.' },
  invalidImage: {
    en: 'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
    sl: 'Naložite veljavno sliko. Datoteka ni slika ali pa je poškodovana.',
  },
  fileTooLarge: { en: 'The file is too large: at most {max} MB.', sl: 'Datoteka je prevelika: največ {max} MB.' },
  notAFile: { en: 'The submitted data was not a file.', sl: 'Poslani podatki niso datoteka.' },
  invalidOrdering: { en: 'Cannot order by "{value}". Allowed: {allowed}.', sl: 'Razvrščanje po "{value}" ni mogoče. Dovoljeno: {allowed}.' },
  invalidPage: { en: 'Invalid page.', sl: 'Neveljavna stran.' },
  invalidPageSize: { en: 'A page size must be a whole number from 1 to {max}.', sl: 'Velikost strani mora biti celo število od 1 do {max}.' },
  notFound: { en: 'Not found.', sl: 'Ni najdeno.' },
  notAuthenticated: { en: 'Authentication credentials were not provided.', sl: 'Podatki za prijavo niso bili poslani.' },
  invalidToken: { en: 'Invalid token.', sl: 'Neveljaven žeton.' },
  permissionDenied: { en: 'You do not have permission to perform this action.', sl: 'Za to dejanje nimate dovoljenja.' },
  badCredentials: { en: 'Unable to log in with provided credentials.', sl: 'Prijava s temi podatki ni mogoča.' },
  inactiveAccount: { en: 'User account is disabled.', sl: 'Uporabniški račun je onemogočen.' },
  methodNotAllowed: { en: 'Method "{method}" not allowed.', sl: 'Metoda "{method}" ni dovoljena.' },
  unsupportedMediaType: { en: 'Unsupported media type "{type}" in request.', sl: 'Vrsta vsebine "{type}" ni podprta.' },
  parseError: { en: 'Malformed request: {reason}', sl: 'Napačno oblikovana zahteva: {reason}' },
  tooLarge: { en: 'The request is too large.', sl: 'Zahteva je prevelika.' },
  serverError: { en: 'A server error occurred.', sl: 'Prišlo je do napake na strežniku.' },
  loggedOut: { en: 'Successfully logged out.', sl: 'Odjava je uspela.' },
  buildQueued: { en: 'The site will be rebuilt.', sl: 'Spletna stran bo znova zgrajena.' },
  buildsOff: {
    en: 'Site builds are switched off on this server (SITE_BUILD=off).',
    sl: 'Gradnja spletne strani je na tem strežniku izklopljena (SITE_BUILD=off).',
  },
  // mail, inquiries, newsletter, accounts, uploads
  sendSuccess: { en: 'Thank you! Your email was sent...', sl: 'Hvala! Vaše sporočilo je bilo poslano...' },
  sendError: {
    en: 'Sorry! There was an error while sending your email, try again later...',
    sl: 'Oprostite! Pri pošiljanju sporočila je prišlo do napake, poskusite znova kasneje...',
  },
  newsletterCheckEmail: {
    en: 'Almost done: confirm your subscription with the link we sent to your email.',
    sl: 'Še korak: prijavo potrdite s povezavo, ki smo vam jo poslali po e-pošti.',
  },
  passwordResetSent: {
    en: "A password reset link was sent to the account's email address.",
    sl: 'Povezava za ponastavitev gesla je bila poslana na e-poštni naslov računa.',
  },
  passwordResetDone: { en: 'The password was changed. Please log in again.', sl: 'Geslo je bilo spremenjeno. Prosimo, znova se prijavite.' },
  invalidResetToken: { en: 'This password reset link is invalid or has expired.', sl: 'Povezava za ponastavitev gesla je neveljavna ali je potekla.' },
  accountHasNoEmail: { en: 'The account has no email address.', sl: 'Račun nima e-poštnega naslova.' },
  privacyStaffAccount: {
    en: 'A staff account has this address: delete it under Team first.',
    sl: 'Ta naslov ima račun osebja: najprej ga izbrišite pod Ekipa.',
  },
  wrongPassword: { en: 'Your current password was entered incorrectly.', sl: 'Trenutno geslo ni pravilno.' },
  usernameTaken: { en: 'A user with that username already exists.', sl: 'Uporabnik s tem uporabniškim imenom že obstaja.' },
  emailTaken: { en: 'Another account signs in with this address.', sl: 'S tem naslovom se prijavlja drug račun.' },
  usernameIsAnotherAddress: {
    en: "A user name that is an e-mail address must be the account's own e-mail address.",
    sl: 'Uporabniško ime, ki je e-poštni naslov, mora biti e-poštni naslov tega računa.',
  },
  invalidContentRange: {
    en: 'Send a Content-Range header "bytes start-end/total" that matches the body.',
    sl: 'Pošljite glavo Content-Range "bytes začetek-konec/skupaj", ki ustreza vsebini.',
  },
  uploadOffsetMismatch: {
    en: 'This chunk starts at byte {start}, but the upload has {received} bytes: send the bytes from {received} on.',
    sl: 'Ta kos se začne pri bajtu {start}, prejetih pa je {received} bajtov: pošljite bajte od {received} naprej.',
  },
  uploadFinished: { en: 'This upload is already complete.', sl: 'To nalaganje je že končano.' },
  invalidFileType: { en: 'This type of file is not accepted here. Allowed: {allowed}.', sl: 'Ta vrsta datoteke tu ni dovoljena. Dovoljeno: {allowed}.' },
  busy: { en: 'The server is busy. Try again in a moment.', sl: 'Strežnik je zaseden. Poskusite znova čez trenutek.' },
  throttled: { en: 'Request was throttled. Try again in a minute.', sl: 'Preveč zahtev. Poskusite znova čez minuto.' },
  uploadNotUsable: {
    en: 'Upload {value} does not exist, is not complete or was already used.',
    sl: 'Nalaganje {value} ne obstaja, ni končano ali je že uporabljeno.',
  },
  /** A type's own not-found words (a declaration's `notFound`: 'Space not found.'). */
  declaredNotFound: { en: '{en}', sl: '{sl}' },
  unique: { en: 'A record with this value already exists.', sl: 'Zapis s to vrednostjo že obstaja.' },
  orderLinesRequired: { en: 'An order needs at least one line.', sl: 'Naročilo mora imeti vsaj eno postavko.' },
  productUnavailable: { en: 'Product "{value}" is not available.', sl: 'Izdelek "{value}" ni na voljo.' },
  quantityRange: { en: 'Enter a whole number from {min} to {max}.', sl: 'Vnesite celo število od {min} do {max}.' },
  filesRequired: { en: 'Upload at least one file.', sl: 'Naložite vsaj eno datoteko.' },
  byLanguageExpected: {
    en: 'Send an object keyed by language, e.g. {"sl": {...}, "en": {...}}.',
    sl: 'Pošljite objekt s ključi jezikov, npr. {"sl": {...}, "en": {...}}.',
  },
  mailNotConfigured: {
    en: 'No mail can be sent: the server has no SMTP_URL. Ask the administrator to set it, or to set a new password for you.',
    sl: 'Pošte ni mogoče poslati: strežnik nima nastavljenega SMTP_URL. Prosite skrbnika, naj ga nastavi ali vam nastavi novo geslo.',
  },
  invalidNewsletterLink: { en: 'This link is not valid or has expired.', sl: 'Povezava ni veljavna ali je potekla.' },
  clientReceived: { en: 'Thank you, we have received your details.', sl: 'Hvala, vaše podatke smo prejeli.' },
  uploadQuota: {
    en: 'Your unused uploads would pass {max} MB. Use them in a record or wait until they are removed (after a day).',
    sl: 'Vaša neuporabljena nalaganja bi presegla {max} MB. Uporabite jih v zapisu ali počakajte, da se odstranijo (po enem dnevu).',
  },
  tooManyUploads: {
    en: 'You have {max} unused uploads: use them or wait until they are removed.',
    sl: 'Imate {max} neuporabljenih nalaganj: uporabite jih ali počakajte, da se odstranijo.',
  },
  forbiddenFieldName: { en: 'This field name is not allowed.', sl: 'To ime polja ni dovoljeno.' },
  nestedTooDeep: { en: 'The data is nested too deeply (at most {max} levels).', sl: 'Podatki so pregloboko gnezdeni (največ {max} ravni).' },
  tooManyItems: { en: 'Ensure this list has no more than {max} items.', sl: 'Seznam ima lahko največ {max} elementov.' },
  fieldTooLarge: { en: 'This field is too large (at most {max} bytes).', sl: 'To polje je preveliko (največ {max} bajtov).' },
  notBefore: { en: 'This must not be earlier than "{other_en}".', sl: 'To ne sme biti pred poljem "{other_sl}".' },
  notAfter: { en: 'This must be later than "{other_en}".', sl: 'To mora biti za poljem "{other_sl}".' },
} satisfies MessageCatalog

/** Null-prototype: a key that is no message (`constructor`) finds nothing. */
const messages: MessageCatalog = Object.assign(Object.create(null), coreMessages)

/** Adds a feature's words (app.ts, from server/features.ts); the same words again change nothing. */
export function addMessages(catalog: MessageCatalog) {
  addOnce(messages, catalog, (key) => `Message '${key}'`)
}

export type MessageKey = keyof typeof coreMessages | keyof FeatureMessageKeys
export type MessageParams = Record<string, string | number>

export function message(language: Language, key: MessageKey, params: MessageParams = {}): string {
  return messages[key][language].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`))
}
