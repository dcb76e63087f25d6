/**
 * A long text cut by the shared rule (spec section 5, shared/text.ts): only a text longer than 10
 * characters is cut, to its first `maxLength` characters (default 10) plus an ellipsis, with the
 * full text in a tooltip that keyboard users reach too.
 *
 *   <TruncatedText text={inquiry.message} maxLength={40} />     // anywhere
 *   <TruncatedTextField source="summary" />                      // a list column
 */
import Tooltip from '@mui/material/Tooltip'
import { useRecordContext } from 'react-admin'
import { richTextToPlain } from '../../shared/rich-text'
import { truncateText } from '../../shared/text'

export const TruncatedText = ({ text: value, maxLength }: { text: unknown; maxLength?: number }) => {
  const { text, truncated, full } = truncateText(value == null ? '' : String(value), maxLength)
  if (!truncated) return <span>{text}</span>
  return (
    <Tooltip title={full}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the tooltip with the full text this way (WCAG 2.1.1) */}
      <span tabIndex={0}>{text}</span>
    </Tooltip>
  )
}

/** A rich-text column: its words without the markup, cut like any long text. */
export const RichTextColumn = ({ source }: { source: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext()
  return <TruncatedText text={richTextToPlain(record?.[source])} />
}

export const TruncatedTextField = ({ source, maxLength }: { source: string; maxLength?: number; label?: string; sortable?: boolean; sortBy?: string }) => {
  const record = useRecordContext()
  return <TruncatedText text={record?.[source]} maxLength={maxLength} />
}
