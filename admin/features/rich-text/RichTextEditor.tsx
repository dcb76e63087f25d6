/**
 * The rich-text input (ra-input-rich-text, TipTap), loaded only when a form shows a rich-text
 * field (LazyRichTextInput.tsx): the back office's first screens do not carry the editor.
 * TipTap is given only what the server keeps (extensions.ts).
 */
import { ListButtons, QuoteButtons, RichTextInput, RichTextInputToolbar } from 'ra-input-rich-text'
import { useMemo } from 'react'
import type { Validator } from 'react-admin'
import { useTranslate } from 'react-admin'
import { richTextExtensions } from './extensions'
import { LinkButton } from './LinkDialog'
import { MediaImageButton } from './MediaImageButton'
import { BoldItalicButtons, HeadingButtons } from './ToolbarButtons'

export interface RichTextEditorProps {
  source: string
  label: string
  validate: Validator[]
  helperText?: string
}

/** A picture as wide as the editor at most, whatever its own size (a 1200 px photo would overflow it). */
export const EDITOR_SX = { '& .ProseMirror img': { maxWidth: '100%', height: 'auto' } } as const

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
  // The editable area is a textbox named like the field, for screen readers and axe. Kept the same
  // object between renders: TipTap makes a new editor whenever its options change.
  const editorOptions = useMemo(
    () => ({ extensions: richTextExtensions, editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } } }),
    [label],
  )
  return <RichTextInput source={source} validate={validate} helperText={helperText} toolbar={<Toolbar />} editorOptions={editorOptions} sx={EDITOR_SX} />
}
