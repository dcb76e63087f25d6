/**
 * The rich-text input (ra-input-rich-text, TipTap), loaded only when a form shows a rich-text
 * field (LazyRichTextInput.tsx): the back office's first screens do not carry the editor.
 * TipTap is given only what the server keeps: headings 2-4, bold, italic, lists, quotes, links,
 * pictures; underline, strike, code and the rest are not offered.
 */
import { Image } from '@tiptap/extension-image'
import StarterKit from '@tiptap/starter-kit'
import { ListButtons, QuoteButtons, RichTextInput, RichTextInputToolbar } from 'ra-input-rich-text'
import type { Validator } from 'react-admin'
import { useTranslate } from 'react-admin'
import { MediaImageButton } from './MediaImageButton'
import { BoldItalicButtons, HeadingButtons, LinkButton } from './ToolbarButtons'

export interface RichTextEditorProps {
  source: string
  label: string
  validate: Validator[]
  helperText?: string
}

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    link: { openOnClick: false, autolink: true, protocols: ['mailto', 'tel'] },
  }),
  Image.configure({ inline: false }),
]

const Toolbar = () => {
  const translate = useTranslate()
  return (
    <div role="toolbar" aria-label={translate('app.rich_text.toolbar')}>
      <RichTextInputToolbar size="small">
        <HeadingButtons />
        <BoldItalicButtons />
        <ListButtons size="small" />
        <LinkButton />
        <QuoteButtons size="small" />
        <MediaImageButton />
      </RichTextInputToolbar>
    </div>
  )
}

export default function RichTextEditor({ source, label, validate, helperText }: RichTextEditorProps) {
  // The editable area is a textbox named like the field, for screen readers and axe.
  const editorOptions = { extensions, editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } } }
  return <RichTextInput source={source} validate={validate} helperText={helperText} toolbar={<Toolbar />} editorOptions={editorOptions} />
}
