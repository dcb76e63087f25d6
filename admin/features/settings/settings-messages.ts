/** Words of the settings screen (admin/features/settings): `app.settings.*`. */
export const settingsMessages = {
  sl: {
    app: {
      settings: {
        title: 'Nastavitve',
        sidebar_colour: 'Barva stranske vrstice',
        active_colour: 'Barva izbrane postavke',
        colours: {
          blue: 'Modra',
          azure: 'Azurna',
          green: 'Zelena',
          orange: 'Oranžna',
          red: 'Rdeča',
          purple: 'Vijolična',
          black: 'Črna',
          primary: 'Osnovna',
          info: 'Informativna',
          success: 'Uspeh',
          warning: 'Opozorilo',
          danger: 'Nevarnost',
        },
      },
    },
  },
  en: {
    app: {
      settings: {
        title: 'Settings',
        sidebar_colour: 'Sidebar colour',
        active_colour: 'Active item colour',
        colours: {
          blue: 'Blue',
          azure: 'Azure',
          green: 'Green',
          orange: 'Orange',
          red: 'Red',
          purple: 'Purple',
          black: 'Black',
          primary: 'Primary',
          info: 'Info',
          success: 'Success',
          warning: 'Warning',
          danger: 'Danger',
        },
      },
    },
  },
}
