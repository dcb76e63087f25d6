/**
 * The toolbar's link button and its dialog: an address (checked as the server will keep it,
 * shared/rich-text-links.ts) or one of our own pages found by title (PagePicker), the link's text
 * when nothing is selected, and "open in a new tab" (off: a link opens in the same tab). On a link
 * it edits that link and offers to remove it.
 */
import InsertLink from '@mui/icons-material/InsertLink'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import TextField from '@mui/material/TextField'
import ToggleButton from '@mui/material/ToggleButton'
import type { Editor } from '@tiptap/core'
import { useEditorState } from '@tiptap/react'
import { useTiptapEditor } from 'ra-input-rich-text'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslate } from 'react-admin'
import { checkLinkAddress, type LinkAddressError, linkAttributes, linkChoiceOf } from '../../../shared/rich-text-links'
import { PagePicker } from './PagePicker'

/** Where the focus goes once the dialog is gone: back into the text after a change, else to the button. */
type After = 'editor' | 'button'

const LinkDialog = ({ editor, onClose }: { editor: Editor; onClose: (after: After) => void }) => {
  const translate = useTranslate()
  // Read once as the dialog opens: the link under the cursor, and whether there is text to link at all.
  const [start] = useState(() => ({
    editing: editor.isActive('link'),
    askText: editor.state.selection.empty && !editor.isActive('link'),
    ...linkChoiceOf(editor.isActive('link') ? editor.getAttributes('link') : undefined),
  }))
  const [href, setHref] = useState(start.href)
  const [newTab, setNewTab] = useState(start.newTab)
  const [text, setText] = useState('')
  const [error, setError] = useState<LinkAddressError | null>(null)
  const [textMissing, setTextMissing] = useState(false)
  const addressRef = useRef<HTMLInputElement>(null)
  const textRef = useRef<HTMLInputElement>(null)

  const apply = (event: FormEvent) => {
    // The dialog sits in a portal, but React bubbles its submit to the record's own form around the editor.
    event.preventDefault()
    event.stopPropagation()
    const checked = checkLinkAddress(href)
    if ('error' in checked) {
      setError(checked.error)
      addressRef.current?.focus()
      return
    }
    if (start.askText && !text.trim()) {
      setTextMissing(true)
      textRef.current?.focus()
      return
    }
    const attributes = linkAttributes({ href: checked.href, newTab })
    if (start.askText)
      editor
        .chain()
        .insertContent({ type: 'text', text: text.trim(), marks: [{ type: 'link', attrs: attributes }] })
        .run()
    else editor.chain().extendMarkRange('link').setLink(attributes).run()
    onClose('editor')
  }
  const remove = () => {
    editor.chain().extendMarkRange('link').unsetLink().run()
    onClose('editor')
  }

  return (
    <Dialog open onClose={() => onClose('button')} aria-labelledby="rich-text-link-title" maxWidth="sm" fullWidth disableRestoreFocus>
      <form onSubmit={apply} noValidate>
        <DialogTitle id="rich-text-link-title">{translate(start.editing ? 'app.rich_text.link_edit_title' : 'app.rich_text.link_insert_title')}</DialogTitle>
        <DialogContent>
          <TextField
            inputRef={addressRef}
            autoFocus
            required
            fullWidth
            margin="dense"
            label={translate('app.rich_text.link_address')}
            value={href}
            onChange={(event) => {
              setHref(event.target.value)
              setError(null)
            }}
            error={Boolean(error)}
            helperText={translate(error ? `app.rich_text.${error}` : 'app.rich_text.link_address_help')}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', maxLength: 2000 } }}
          />
          <PagePicker
            onChoose={(page) => {
              setHref(page.path)
              setError(null)
              if (start.askText && !text.trim()) setText(page.title)
            }}
          />
          {start.askText && (
            <TextField
              inputRef={textRef}
              required
              fullWidth
              margin="normal"
              label={translate('app.rich_text.link_text')}
              value={text}
              onChange={(event) => {
                setText(event.target.value)
                setTextMissing(false)
              }}
              error={textMissing}
              helperText={translate(textMissing ? 'app.rich_text.link_text_required' : 'app.rich_text.link_text_help')}
            />
          )}
          <FormControlLabel
            control={<Checkbox checked={newTab} onChange={(event) => setNewTab(event.target.checked)} />}
            label={translate('app.rich_text.link_new_tab')}
          />
        </DialogContent>
        <DialogActions>
          {start.editing && (
            <Button color="error" onClick={remove} sx={{ mr: 'auto' }}>
              {translate('app.rich_text.link_remove')}
            </Button>
          )}
          <Button onClick={() => onClose('button')}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate(start.editing ? 'app.rich_text.link_update' : 'app.rich_text.link_apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

/** The toolbar's link button: pressed on a link, it edits that link. */
export const LinkButton = () => {
  const editor = useTiptapEditor()
  const translate = useTranslate()
  const active = useEditorState({ editor, selector: ({ editor: e }) => Boolean(e?.isActive('link')) })
  const [open, setOpen] = useState(false)
  const after = useRef<After | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  const label = translate('ra.tiptap.link')

  // Focus moves once the dialog (and its focus trap) is gone.
  useEffect(() => {
    if (open || !after.current) return
    if (after.current === 'editor') editor?.commands.focus()
    else button.current?.focus()
    after.current = null
  }, [open, editor])

  return (
    <>
      <ToggleButton
        ref={button}
        value="link"
        size="small"
        selected={active}
        disabled={!editor?.isEditable}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <InsertLink fontSize="inherit" />
      </ToggleButton>
      {open && editor && (
        <LinkDialog
          editor={editor}
          onClose={(next) => {
            after.current = next
            setOpen(false)
          }}
        />
      )}
    </>
  )
}
