/**
 * A rich-text field in a form: the editor (TipTap, a few hundred KB) is fetched the first time a
 * form shows one, never in the back office's first JS (`npm run bench -- admin-size`).
 */
import LinearProgress from '@mui/material/LinearProgress'
import { lazy, Suspense } from 'react'
import { useTranslate } from 'react-admin'
import type { RichTextEditorProps } from './RichTextEditor'

const RichTextEditor = lazy(() => import('./RichTextEditor'))

export const LazyRichTextInput = (props: RichTextEditorProps) => {
  const translate = useTranslate()
  return (
    <Suspense fallback={<LinearProgress aria-label={translate('app.rich_text.loading')} sx={{ my: 2 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  )
}
