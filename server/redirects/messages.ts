/** The redirects' error words (added to server/http/messages.ts's catalog by the feature's index.ts). */
export const redirectMessages = {
  redirectPathLocal: {
    en: 'Enter a path on this site that starts with one "/" (e.g. /news/name/): no address of another site, no spaces, "?", "#", "\\" or "..".',
    sl: 'Vnesite pot na tej strani, ki se začne z enim "/" (npr. /novice/ime/): brez naslova druge strani, presledkov, "?", "#", "\\" ali "..".',
  },
  redirectReserved: { en: 'The back office, the API and media files cannot be redirected.', sl: 'Zalednega sistema, API-ja in datotek ni mogoče preusmeriti.' },
  redirectSelf: { en: 'An address cannot lead to itself.', sl: 'Naslov ne more voditi sam nase.' },
  redirectLoop: { en: 'This would make a loop: {path} already leads back here.', sl: 'To bi naredilo zanko: {path} že vodi nazaj sem.' },
  redirectChainTooLong: { en: 'This address leads on through more than {max} redirects.', sl: 'Ta naslov vodi naprej čez več kot {max} preusmeritev.' },
  redirectsFull: { en: 'There are already {max} redirects: remove some first.', sl: 'Preusmeritev je že {max}: najprej jih nekaj odstranite.' },
} as const

declare module '../http/messages' {
  interface FeatureMessageKeys extends Record<keyof typeof redirectMessages, true> {}
}
