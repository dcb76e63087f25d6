/** A record's publication state where editors look (admin/features/publication/), in both languages. */
export const publicationMessages = {
  sl: {
    app: {
      publication: {
        column: 'Stanje objave',
        draft: 'Osnutek',
        scheduled: 'Načrtovano za %{date}',
        published: 'Objavljeno',
        published_until: 'Objavljeno do %{date}',
        withdrawn: 'Umaknjeno ob %{date}',
        now: 'Stanje objave: %{state}',
        once_saved: 'Ko shranite: %{state}',
        switched_on: 'Čas objave je nastavljen, zato je objava vklopljena: zapis bo na spletni strani od tega časa.',
      },
    },
  },
  en: {
    app: {
      publication: {
        column: 'Publication',
        draft: 'Draft',
        scheduled: 'Scheduled for %{date}',
        published: 'Published',
        published_until: 'Published until %{date}',
        withdrawn: 'Unpublished at %{date}',
        now: 'Publication: %{state}',
        once_saved: 'Once saved: %{state}',
        switched_on: 'A publish time is set, so publication is on: the record will be on the site from that time.',
      },
    },
  },
} as const
