/** Words of the accessibility screens (admin/features/accessibility, the dashboard card): merged into `app.accessibility.*` by i18n-provider.ts. */
export const accessibilityMessages = {
  sl: {
    app: {
      accessibility: {
        report: 'Poročilo o dostopnosti',
        statement: 'Izjava o dostopnosti',
        review_due: 'Izjavo o dostopnosti je treba letno pregledati: zadnji pregled je bil %{date}.',
        review_missing: 'Izjava o dostopnosti še ni bila pregledana.',
        review_open: 'Odpri izjavo',
      },
    },
  },
  en: {
    app: {
      accessibility: {
        report: 'Accessibility report',
        statement: 'Accessibility statement',
        review_due: 'The accessibility statement is due for its yearly review: it was last reviewed on %{date}.',
        review_missing: 'The accessibility statement has not been reviewed yet.',
        review_open: 'Open the statement',
      },
    },
  },
}
