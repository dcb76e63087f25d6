/**
 * The TipTap extensions of the rich-text editor, apart from its React parts so a unit test reads
 * the same schema (tests/unit/rich-text-links.test.ts). TipTap is given only what the server keeps
 * (server/resources/rich-text.ts): headings 2-4, bold, italic, lists, quotes, links, pictures;
 * underline, strike, code and the rest are not offered.
 */
import { Image } from '@tiptap/extension-image'
import StarterKit from '@tiptap/starter-kit'
import { LINK_SCHEMES } from '../../../shared/rich-text-links'

export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: {
      openOnClick: false,
      autolink: true,
      protocols: LINK_SCHEMES.filter((scheme) => !scheme.startsWith('http')),
      // TipTap's Link opens every link in a new tab (target="_blank" by default); here a link opens in
      // the same tab unless the link dialog asks for a new one (shared/rich-text-links.ts linkAttributes).
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  Image.configure({ inline: false }),
]
