/**
 * Bulk delete that asks first and then reloads the list. React-admin only drops the deleted rows
 * from the page it shows: after deleting two of seven rows on a page of six, the seventh stayed
 * out of sight until a reload.
 */
import { BulkDeleteButton, useRefresh } from 'react-admin'

export const BulkDeleteRefreshButton = () => {
  const refresh = useRefresh()
  return <BulkDeleteButton mutationMode="pessimistic" mutationOptions={{ onSettled: () => refresh() }} />
}
