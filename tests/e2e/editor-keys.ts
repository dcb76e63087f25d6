/**
 * Keys pressed in the rich-text editor (TipTap over ProseMirror) by tests that type as an editor does.
 *
 * Keys that only move the caret (End, Shift+Home, Control+End) are done by the browser; the editor learns the new
 * selection from the `selectionchange` event that follows. Chromium runs input events before other waiting tasks, so
 * on a busy machine the next key (Enter) reached the editor before that event, and the editor acted on the selection
 * it still had: a CI run of 801a618 pressed End, Enter after selecting a line's linked words, and the Enter replaced
 * the words with an empty paragraph. A person never presses the next key within those milliseconds; a test has to
 * wait for the editor to follow.
 */
import type { Page } from '@playwright/test'

/** What the page's editor element carries (TipTap sets `editor` on it): only what the wait reads. */
interface EditorElement extends Element {
  editor?: {
    view: {
      state: { selection: { anchor: number; head: number } }
      posAtDOM(node: Node, offset: number): number
    }
  }
}

/**
 * Presses `key` (Playwright's notation) in the focused editor and returns once the editor's own selection is where
 * the browser put the caret.
 */
export async function pressInEditor(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key)
  await page.waitForFunction(
    () => {
      const element = document.activeElement?.closest('.ProseMirror') as EditorElement | null
      const view = element?.editor?.view
      const browser = document.getSelection()
      if (!view || !browser?.anchorNode || !browser.focusNode) return false
      const { anchor, head } = view.state.selection
      return view.posAtDOM(browser.anchorNode, browser.anchorOffset) === anchor && view.posAtDOM(browser.focusNode, browser.focusOffset) === head
    },
    undefined,
    { timeout: 15_000 },
  )
}
