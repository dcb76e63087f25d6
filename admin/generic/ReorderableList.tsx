/**
 * A list staff put in order by drag and drop (HTML5) or, without a mouse, by the Up and Down
 * buttons of each row. It only reorders; the caller saves (`onChange` gets the new order).
 * `renderActions` adds buttons of the caller's to each row; `reorderable={false}` shows the rows
 * without moving them (pictures that have no order).
 *
 *   <ReorderableList items={[{ id: 1, label: 'Dan odprtih vrat' }]} onChange={setItems} />
 */
import { useState, type ReactNode } from 'react'
import ArrowDownward from '@mui/icons-material/ArrowDownward'
import ArrowUpward from '@mui/icons-material/ArrowUpward'
import Close from '@mui/icons-material/Close'
import DragIndicator from '@mui/icons-material/DragIndicator'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useTranslate } from 'react-admin'

export interface ReorderableItem {
  id: number | string
  label: string
  /** Shown before the label (a thumbnail). */
  media?: ReactNode
}

export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items]
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item)
  return next
}

interface Props<T extends ReorderableItem> {
  items: readonly T[]
  onChange: (items: T[]) => void
  onRemove?: (item: T) => void
  renderActions?: (item: T) => ReactNode
  reorderable?: boolean
  label: string
}

export function ReorderableList<T extends ReorderableItem>({ items, onChange, onRemove, renderActions, reorderable = true, label }: Props<T>) {
  const translate = useTranslate()
  const [dragged, setDragged] = useState<number | null>(null)
  const [over, setOver] = useState<number | null>(null)
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item, index) => (
        <Box
          component="li"
          key={item.id}
          draggable={reorderable}
          data-id={item.id}
          onDragStart={(event) => {
            if (!reorderable) return
            setDragged(index)
            event.dataTransfer.effectAllowed = 'move'
            event.dataTransfer.setData('text/plain', String(item.id))
          }}
          onDragOver={(event) => {
            event.preventDefault()
            setOver(index)
          }}
          onDragLeave={() => setOver(null)}
          onDrop={(event) => {
            event.preventDefault()
            if (dragged !== null) onChange(moved(items, dragged, index))
            setDragged(null)
            setOver(null)
          }}
          onDragEnd={() => {
            setDragged(null)
            setOver(null)
          }}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            p: 0.5,
            mb: 0.5,
            border: 1,
            borderColor: over === index ? 'primary.main' : 'divider',
            borderRadius: 1,
            bgcolor: dragged === index ? 'action.selected' : 'background.paper',
            cursor: reorderable ? 'grab' : 'default',
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
          }}
        >
          {reorderable && <DragIndicator aria-hidden sx={{ color: 'text.secondary' }} />}
          <Typography component="span" sx={{ minWidth: 24, color: 'text.secondary' }}>
            {index + 1}.
          </Typography>
          {item.media}
          <Typography component="span" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {item.label}
          </Typography>
          {renderActions?.(item)}
          {reorderable && (
            <>
              <IconButton
                size="small"
                aria-label={translate('app.key.up', { name: item.label })}
                disabled={index === 0}
                onClick={() => onChange(moved(items, index, index - 1))}
              >
                <ArrowUpward fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={translate('app.key.down', { name: item.label })}
                disabled={index === items.length - 1}
                onClick={() => onChange(moved(items, index, index + 1))}
              >
                <ArrowDownward fontSize="small" />
              </IconButton>
            </>
          )}
          {onRemove && (
            <IconButton size="small" aria-label={translate('app.key.remove', { name: item.label })} onClick={() => onRemove(item)}>
              <Close fontSize="small" />
            </IconButton>
          )}
        </Box>
      ))}
    </Box>
  )
}
