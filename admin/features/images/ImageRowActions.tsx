/**
 * The buttons of one picture in the panel: describe it for screen readers ("Brez opisa" shown while
 * it has no description), make it the main one (or "main" shown when it is), hide or show it
 * (galleries), delete it after a confirmation. Each is named with the picture's
 * label, so a screen reader user knows which picture a button acts on.
 */
import { useState } from 'react'
import Delete from '@mui/icons-material/Delete'
import EditNote from '@mui/icons-material/EditNote'
import Star from '@mui/icons-material/Star'
import StarBorder from '@mui/icons-material/StarBorder'
import Visibility from '@mui/icons-material/Visibility'
import VisibilityOff from '@mui/icons-material/VisibilityOff'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import { Confirm, useTranslate } from 'react-admin'

interface Props {
  label: string
  /** Undefined when the pictures have no main one to choose. */
  isMain?: boolean
  /** Undefined when pictures cannot be hidden. */
  isActive?: boolean
  /** The picture has no description for screen readers. */
  missingAlt?: boolean
  onEditAlt?: () => void
  onMain?: () => void
  onToggleActive?: () => void
  onDelete: () => void
}

const Action = ({ title, onClick, children }: { title: string; onClick: () => void; children: React.ReactNode }) => (
  <Tooltip title={title}>
    <IconButton size="small" aria-label={title} onClick={onClick}>
      {children}
    </IconButton>
  </Tooltip>
)

export const ImageRowActions = ({ label, isMain, isActive, missingAlt, onEditAlt, onMain, onToggleActive, onDelete }: Props) => {
  const translate = useTranslate()
  const [confirming, setConfirming] = useState(false)
  return (
    <>
      {missingAlt && <Chip size="small" variant="outlined" label={translate('app.images.no_alt')} />}
      {onEditAlt && (
        <Action title={translate('app.images.edit_alt', { name: label })} onClick={onEditAlt}>
          <EditNote fontSize="small" />
        </Action>
      )}
      {isMain && <Chip size="small" color="primary" icon={<Star />} label={translate('app.images.main')} />}
      {isActive === false && <Chip size="small" variant="outlined" label={translate('app.images.hidden')} />}
      {onMain && !isMain && (
        <Action title={translate('app.images.set_main', { name: label })} onClick={onMain}>
          <StarBorder fontSize="small" />
        </Action>
      )}
      {onToggleActive && (
        <Action title={translate(isActive ? 'app.images.hide' : 'app.images.show', { name: label })} onClick={onToggleActive}>
          {isActive ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
        </Action>
      )}
      <Action title={translate('app.images.delete', { name: label })} onClick={() => setConfirming(true)}>
        <Delete fontSize="small" />
      </Action>
      <Confirm
        isOpen={confirming}
        title="app.images.delete_title"
        content="app.images.delete_content"
        translateOptions={{ name: label }}
        onConfirm={() => {
          setConfirming(false)
          onDelete()
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  )
}
