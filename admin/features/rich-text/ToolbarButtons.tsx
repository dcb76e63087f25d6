/**
 * The rich-text toolbar's own buttons, limited to what the server keeps (server/resources/rich-text.ts):
 * headings 2-4 (the page's title is its h1), bold and italic. The link button is LinkDialog.tsx, the
 * picture button MediaImageButton.tsx; lists and quotes come from ra-input-rich-text as they are.
 */
import FormatBold from '@mui/icons-material/FormatBold'
import FormatItalic from '@mui/icons-material/FormatItalic'
import ToggleButton from '@mui/material/ToggleButton'
import { useEditorState } from '@tiptap/react'
import { useTiptapEditor } from 'ra-input-rich-text'
import { useTranslate } from 'react-admin'

const LEVELS = [2, 3, 4] as const

/** Paragraph, h2, h3, h4: pressing the active heading again makes it a paragraph. */
export const HeadingButtons = () => {
  const editor = useTiptapEditor()
  const translate = useTranslate()
  const active = useEditorState({ editor, selector: ({ editor: e }) => LEVELS.find((level) => e?.isActive('heading', { level })) ?? 0 })
  return (
    <>
      {LEVELS.map((level) => (
        <ToggleButton
          key={level}
          value={level}
          size="small"
          selected={active === level}
          disabled={!editor?.isEditable}
          aria-label={translate(`ra.tiptap.heading${level}`)}
          title={translate(`ra.tiptap.heading${level}`)}
          onClick={() => editor.chain().focus().toggleHeading({ level }).run()}
        >
          <span aria-hidden="true">H{level}</span>
        </ToggleButton>
      ))}
    </>
  )
}

export const BoldItalicButtons = () => {
  const editor = useTiptapEditor()
  const translate = useTranslate()
  const state = useEditorState({ editor, selector: ({ editor: e }) => ({ bold: Boolean(e?.isActive('bold')), italic: Boolean(e?.isActive('italic')) }) })
  return (
    <>
      <ToggleButton
        value="bold"
        size="small"
        selected={state.bold}
        disabled={!editor?.isEditable}
        aria-label={translate('ra.tiptap.bold')}
        title={translate('ra.tiptap.bold')}
        onClick={() => editor.chain().focus().toggleBold().run()}
      >
        <FormatBold fontSize="inherit" />
      </ToggleButton>
      <ToggleButton
        value="italic"
        size="small"
        selected={state.italic}
        disabled={!editor?.isEditable}
        aria-label={translate('ra.tiptap.italic')}
        title={translate('ra.tiptap.italic')}
        onClick={() => editor.chain().focus().toggleItalic().run()}
      >
        <FormatItalic fontSize="inherit" />
      </ToggleButton>
    </>
  )
}
