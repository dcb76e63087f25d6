/** Words of concurrent editing (issue 13.6): the conflict dialog, presence, unsaved edits. */
export const concurrencyMessages = {
  sl: {
    app: {
      concurrency: {
        conflict_title: 'Zapis je bil medtem spremenjen',
        conflict_by: 'Ta zapis je medtem spremenil %{name} ob %{time}.',
        someone: 'drug urednik',
        conflict_help:
          'Vaše spremembe niso shranjene. Primerjajte ju, prepišite novejšo različico z vašo ali naložite novejšo (vaše spremembe ostanejo shranjene kot osnutek).',
        compare: 'Primerjaj',
        hide_compare: 'Skrij primerjavo',
        overwrite: 'Prepiši',
        reload: 'Naloži novejšo',
        field: 'Polje',
        yours: 'Vaše',
        theirs: 'Novejše',
        no_differences: 'Vrednosti se ne razlikujejo.',
        overwritten: 'Vaše spremembe so shranjene čez novejšo različico.',
        reloaded: 'Naložena je novejša različica; vaše spremembe so shranjene kot osnutek.',
        empty: '(prazno)',
        editing_by: 'Urednik %{name} ureja od %{time}.',
        take_over: 'Prevzemi urejanje',
        taken_over: '%{name} je ob %{time} prevzel urejanje tega zapisa. Vaših neshranjenih sprememb ne shranjujte brez primerjave.',
        unsaved_from: 'Neshranjene spremembe od %{time}',
        restore: 'Obnovi',
        discard: 'Zavrzi',
      },
    },
  },
  en: {
    app: {
      concurrency: {
        conflict_title: 'The record was changed meanwhile',
        conflict_by: 'This record was changed meanwhile by %{name} at %{time}.',
        someone: 'another editor',
        conflict_help:
          'Your changes are not saved. Compare them, overwrite the newer version with yours, or reload the newer one (your changes are kept as a draft).',
        compare: 'Compare',
        hide_compare: 'Hide comparison',
        overwrite: 'Overwrite',
        reload: 'Reload',
        field: 'Field',
        yours: 'Yours',
        theirs: 'Newer',
        no_differences: 'The values do not differ.',
        overwritten: 'Your changes were saved over the newer version.',
        reloaded: 'The newer version is loaded; your changes are kept as a draft.',
        empty: '(empty)',
        editing_by: 'Editor %{name} has been editing since %{time}.',
        take_over: 'Take over',
        taken_over: '%{name} took over editing this record at %{time}. Do not save your unsaved changes without comparing.',
        unsaved_from: 'Unsaved changes from %{time}',
        restore: 'Restore',
        discard: 'Discard',
      },
    },
  },
}
