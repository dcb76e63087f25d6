/** The words of the preview button and its dialog (admin/generic/preview/). */
export const previewMessages = {
  sl: {
    app: {
      preview: {
        button: 'Predogled',
        title: 'Predogled javne strani',
        intro: 'Tako bo zapis, kot je zdaj v obrazcu (tudi neshranjen), videti na javni strani. Predogled velja eno uro.',
        making: 'Pripravljam predogled …',
        open: 'Odpri predogled: %{language}',
        failed: 'Predogleda ni bilo mogoče pripraviti: %{reason}',
        close: 'Zapri',
        share: {
          title: 'Povezava za osebo brez računa',
          intro: 'Povezava pokaže samo ta zapis, kot je shranjen, in ni za iskalnike. Velja do izteka ali do preklica.',
          save_first: 'Povezavo za deljenje lahko ustvarite, ko je zapis shranjen.',
          days: 'Velja dni',
          create: 'Ustvari povezavo',
          created: 'Nova povezava (kopirajte jo zdaj: pozneje je ni mogoče znova prikazati)',
          live: 'Veljavne povezave',
          none: 'Ni veljavnih povezav.',
          expires: 'Ustvarjena %{created}, velja do %{expires}',
          revoke: 'Prekliči',
          revoke_label: 'Prekliči povezavo, ki velja do %{expires}',
          revoked: 'Povezava je preklicana.',
        },
      },
    },
  },
  en: {
    app: {
      preview: {
        button: 'Preview',
        title: 'Preview of the public page',
        intro: 'How the record, as it is in the form now (saved or not), will look on the public site. The preview lasts an hour.',
        making: 'Preparing the preview …',
        open: 'Open the preview: %{language}',
        failed: 'The preview could not be prepared: %{reason}',
        close: 'Close',
        share: {
          title: 'A link for someone without an account',
          intro: 'The link shows only this record, as saved, and is not for search engines. It works until it expires or is revoked.',
          save_first: 'A link to share can be made once the record is saved.',
          days: 'Valid for days',
          create: 'Create a link',
          created: 'New link (copy it now: it cannot be shown again later)',
          live: 'Links in force',
          none: 'No links in force.',
          expires: 'Created %{created}, valid until %{expires}',
          revoke: 'Revoke',
          revoke_label: 'Revoke the link valid until %{expires}',
          revoked: 'The link is revoked.',
        },
      },
    },
  },
}
