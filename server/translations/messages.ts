/** The API's words about translation links (added to server/http/messages.ts's catalog by the feature's index.ts). */
export const translationMessages = {
  translationOfItself: { en: 'A record cannot be its own translation.', sl: 'Zapis ne more biti prevod samega sebe.' },
  translationOtherType: { en: 'A translation must be a record of the same type.', sl: 'Prevod mora biti zapis iste vrste.' },
  translationLanguageTaken: {
    en: 'The translations would hold two records in {language}: at most one per language.',
    sl: 'Med prevodi bi bila dva zapisa v jeziku {language}: dovoljen je največ en na jezik.',
  },
  translationUnknownField: { en: 'Only "record" (and "resource") may be sent.', sl: 'Pošljete lahko le "record" (in "resource").' },
  translateUnknownField: { en: 'Only "language" may be sent.', sl: 'Pošljete lahko le "language".' },
  notATranslation: { en: 'This record is not linked to a Slovenian original.', sl: 'Ta zapis ni povezan s slovenskim izvirnikom.' },
} as const

declare module '../http/messages' {
  interface FeatureMessageKeys extends Record<keyof typeof translationMessages, true> {}
}
