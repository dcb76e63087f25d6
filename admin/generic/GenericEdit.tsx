/**
 * The edit screen of any declared resource: the generated form, links to the screens of the
 * records that belong to this one (its pictures, an order's lines), and `children` below the
 * form (a pictures panel). Pessimistic: the server's field errors must come back to the form
 * before leaving it.
 */
import type { ReactNode } from 'react'
import { Edit, ListButton, TopToolbar, useResourceContext } from 'react-admin'
import { declarationOf } from '../registry'
import { GenericForm } from './GenericForm'
import { HistoryButton } from '../features/history/HistoryButton'
import { ChildResourceButtons } from './RelatedResourceButtons'
import { TranslationPanel } from '../features/translations/TranslationPanel'

const EditActions = () => (
  <TopToolbar>
    <ChildResourceButtons declaration={declarationOf(useResourceContext()!)} />
    <HistoryButton />
    <ListButton />
  </TopToolbar>
)

export const GenericEdit = ({ children }: { children?: ReactNode }) => (
  <Edit mutationMode="pessimistic" redirect="list" actions={<EditActions />}>
    <TranslationPanel />
    <GenericForm />
    {children}
  </Edit>
)
