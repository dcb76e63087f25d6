/**
 * The rich-text editor's words in both languages: ra-input-rich-text's own `ra.tiptap.*` keys
 * (ra-language-english has none) and those of our image dialog (`app.rich_text.*`).
 */
import type { Language } from '../../shared/languages'

export const tiptapMessages: Record<Language, Record<string, unknown>> = {
  sl: {
    ra: {
      tiptap: {
        bold: 'Krepko',
        italic: 'Ležeče',
        underline: 'Podčrtano',
        strike: 'Prečrtano',
        code: 'Koda',
        list_bulleted: 'Označen seznam',
        list_numbered: 'Oštevilčen seznam',
        link: 'Povezava',
        image: 'Slika',
        image_dialog: 'Naslov URL slike',
        blockquote: 'Navedek',
        clear_format: 'Počisti oblikovanje',
        paragraph: 'Odstavek',
        heading1: 'Naslov 1',
        heading2: 'Naslov 2',
        heading3: 'Naslov 3',
        heading4: 'Naslov 4',
        heading5: 'Naslov 5',
        heading6: 'Naslov 6',
        current_level: 'Trenutna raven',
        select_level: 'Izberite raven',
      },
    },
    app: {
      rich_text: {
        toolbar: 'Oblikovanje besedila',
        link_prompt: 'Naslov povezave (https://…, mailto:…, tel:… ali /stran/)',
        image_title: 'Vstavi sliko',
        image_choose: 'Izberite sliko iz knjižnice',
        image_upload: 'Naloži novo sliko',
        image_alt: 'Opis slike (za bralnike zaslona)',
        image_insert: 'Vstavi',
        image_none: 'V knjižnici še ni slik.',
        loading: 'Nalagam urejevalnik …',
      },
    },
  },
  en: {
    ra: {
      tiptap: {
        bold: 'Bold',
        italic: 'Italic',
        underline: 'Underline',
        strike: 'Strikethrough',
        code: 'Code',
        list_bulleted: 'Bulleted list',
        list_numbered: 'Numbered list',
        link: 'Link',
        image: 'Image',
        image_dialog: 'Image URL',
        blockquote: 'Quote',
        clear_format: 'Clear formatting',
        paragraph: 'Paragraph',
        heading1: 'Heading 1',
        heading2: 'Heading 2',
        heading3: 'Heading 3',
        heading4: 'Heading 4',
        heading5: 'Heading 5',
        heading6: 'Heading 6',
        current_level: 'Current level',
        select_level: 'Select the level',
      },
    },
    app: {
      rich_text: {
        toolbar: 'Text formatting',
        link_prompt: 'Link address (https://…, mailto:…, tel:… or /page/)',
        image_title: 'Insert an image',
        image_choose: 'Choose an image from the library',
        image_upload: 'Upload a new image',
        image_alt: 'Image description (for screen readers)',
        image_insert: 'Insert',
        image_none: 'The library has no images yet.',
        loading: 'Loading the editor…',
      },
    },
  },
}
