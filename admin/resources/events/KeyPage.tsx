/**
 * /admin/key: the "on key" (featured) events and their order (on_key_order, as
 * events/on-key-events-full/ answers them), and the order of the latest events on the home page
 * (POST events/update-last-events/ {ids}, read back from events/last-events/).
 */
import { useEffect, useState } from 'react'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Link, Title, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin'
import { formatDisplayDate } from '../../../shared/dates'
import { apiUrl, httpClient } from '../../app/providers'
import { failureMessage } from '../../data/failure-message'
import { ReorderableList, type ReorderableItem } from '../../generic/ReorderableList'

interface EventRow {
  id: number
  title: string
  lang: string
  start: string
  on_key_order?: number
}

const itemOf = (event: EventRow): ReorderableItem => ({
  id: event.id,
  label: `${event.title} (${event.lang}, ${formatDisplayDate(event.start)})`,
})

const KeyEvents = () => {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider()
  const { data, isPending, refetch } = useGetList<EventRow>('events', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'on_key_order', order: 'ASC' },
    filter: { on_key: true },
  })
  const [items, setItems] = useState<ReorderableItem[]>([])
  useEffect(() => setItems((data ?? []).map(itemOf)), [data])

  const save = async () => {
    try {
      await Promise.all(
        items.map((item, index) => dataProvider.update('events', { id: item.id, data: { on_key_order: index + 1 }, previousData: { id: item.id } })),
      )
      notify('app.key.saved', { type: 'success' })
      refetch()
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify(message, { type: 'error' })
    }
  }

  return (
    <Card component="section" aria-labelledby="key-events" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="key-events" component="h2" variant="h6">
          {translate('app.key.title')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{translate('app.key.intro')}</Typography>
        {!isPending && items.length === 0 && <Typography>{translate('app.key.empty')}</Typography>}
        <ReorderableList label={translate('app.key.title')} items={items} onChange={setItems} />
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
          <Button variant="contained" onClick={save} disabled={items.length === 0}>
            {translate('app.key.save_order')}
          </Button>
          {items.map((item) => (
            <Button key={item.id} component={Link} to={`/key/${item.id}`} size="small">
              {`${translate('app.key.edit')}: ${item.label.split(' (')[0]}`}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  )
}

const LatestEvents = () => {
  const translate = useTranslate()
  const notify = useNotify()
  const [items, setItems] = useState<ReorderableItem[]>([])
  const [adding, setAdding] = useState('')
  const { data: all = [] } = useGetList<EventRow>('events', { pagination: { page: 1, perPage: 100 }, sort: { field: 'start', order: 'DESC' } })

  const load = async () => setItems(((await httpClient(`${apiUrl}/events/last-events/`)).json as EventRow[]).map(itemOf))
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once when the screen opens; a save loads again itself
  useEffect(() => {
    load().catch(() => setItems([]))
  }, [])

  const save = async () => {
    try {
      const body = JSON.stringify({ ids: items.map((item) => item.id) })
      await httpClient(`${apiUrl}/events/update-last-events/`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } })
      notify('app.key.saved', { type: 'success' })
      await load()
    } catch (error) {
      const message = failureMessage(error)
      if (message) notify(message, { type: 'error' })
    }
  }

  const choices = all.filter((event) => !items.some((item) => item.id === event.id))
  return (
    <Card component="section" aria-labelledby="latest-events">
      <CardContent>
        <Typography id="latest-events" component="h2" variant="h6">
          {translate('app.key.latest_title')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{translate('app.key.latest_intro')}</Typography>
        <ReorderableList
          label={translate('app.key.latest_title')}
          items={items}
          onChange={setItems}
          onRemove={(removed) => setItems(items.filter((item) => item.id !== removed.id))}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
          <TextField
            select
            size="small"
            label={translate('app.key.add')}
            value={adding}
            onChange={(event) => {
              const event_ = all.find((row) => String(row.id) === event.target.value)
              if (event_) setItems([...items, itemOf(event_)])
              setAdding('')
            }}
            sx={{ minWidth: 260 }}
          >
            {choices.map((event) => (
              <MenuItem key={event.id} value={String(event.id)}>
                {itemOf(event).label}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={save}>
            {translate('app.key.save_order')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  )
}

const KeyPage = () => {
  const translate = useTranslate()
  return (
    <>
      <Title title={translate('app.key.title')} />
      <KeyEvents />
      <LatestEvents />
    </>
  )
}

export default KeyPage
