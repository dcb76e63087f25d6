/** The revisions of a record, newest first: when, who, what, the changed fields; a checkbox to compare, Restore. */
import RestoreIcon from '@mui/icons-material/Restore'
import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material'
import { Button, useLocaleState, useTranslate } from 'react-admin'
import type { Resource } from '../../../shared/resources'
import { formatDisplayDateTime } from '../../app/display-dates'
import { fieldLabel } from './field-values'
import type { RevisionSummary } from './history-api'

/** Read by screen readers, not shown: the restore column's header. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const

interface Props {
  declaration: Resource
  revisions: RevisionSummary[]
  selected: number[]
  onToggle: (id: number) => void
  onRestore: (revision: RevisionSummary) => void
}

export const RevisionTable = ({ declaration, revisions, selected, onToggle, onRestore }: Props) => {
  const translate = useTranslate()
  const [language] = useLocaleState()
  return (
    <Table size="small">
      <caption>{translate('app.history.caption')}</caption>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">{translate('app.history.select')}</TableCell>
          <TableCell>{translate('app.history.when')}</TableCell>
          <TableCell>{translate('app.history.who')}</TableCell>
          <TableCell>{translate('app.history.action')}</TableCell>
          <TableCell>{translate('app.history.fields')}</TableCell>
          <TableCell>
            <span style={VISUALLY_HIDDEN}>{translate('app.history.restore')}</span>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {revisions.map((revision, index) => {
          const date = formatDisplayDateTime(revision.created_at)
          const isSelected = selected.includes(revision.id)
          return (
            <TableRow key={revision.id} selected={isSelected} data-revision={revision.id}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={isSelected}
                  disabled={!isSelected && selected.length >= 2}
                  onChange={() => onToggle(revision.id)}
                  slotProps={{ input: { 'aria-label': translate('app.history.select_row', { date }) } }}
                />
              </TableCell>
              <TableCell>
                <time dateTime={revision.created_at}>{date}</time>
              </TableCell>
              <TableCell>{revision.account_name ?? translate('app.history.system')}</TableCell>
              <TableCell>{translate(`app.history.actions.${revision.action}`)}</TableCell>
              <TableCell>{revision.changed_fields.map((name) => fieldLabel(declaration, name, language)).join(', ')}</TableCell>
              <TableCell>
                {/* The newest revision is what the record holds now: nothing to bring back. */}
                {index > 0 && revision.action !== 'deleted' ? (
                  <Button label="app.history.restore" aria-label={translate('app.history.restore_row', { date })} onClick={() => onRestore(revision)}>
                    <RestoreIcon />
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
