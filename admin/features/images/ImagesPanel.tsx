/**
 * Under a record's edit form: its pictures (generic over image-panels.ts). Previews in order;
 * many files at once, each with its progress bar; each picture's description for screen readers
 * (a dialog from its row; a row without one says so); reorder by drag and drop or Up/Down, then save; choose or change
 * the main picture; hide or show one (galleries); delete one after confirming.
 */
import { useMemo, useState } from 'react'
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useDataProvider, useGetList, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin'
import { failureMessage } from '../../data/failure-message'
import { ReorderableList, type ReorderableItem } from '../../generic/ReorderableList'
import { copyToParentImage, orderAfterLast, saveImageOrder, setMainImage, type ImageRow } from './image-actions'
import type { ImagePanelOptions } from './image-panels'
import { ImageAltDialog, lacksAlt } from './ImageAltDialog'
import { ImageRowActions } from './ImageRowActions'
import { useImageUploads } from './useImageUploads'

type Item = ReorderableItem & { row: ImageRow }

const thumbnail = (row: ImageRow) => (
  <Box
    component="img"
    src={row.image}
    alt=""
    sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 0.5, opacity: row.is_active === false ? 0.5 : 1 }}
  />
)

export const ImagesPanel = ({ options }: { options: ImagePanelOptions }) => {
  const parent = useRecordContext()
  const parentResource = useResourceContext()!
  const translate = useTranslate()
  const notify = useNotify()
  const refresh = useRefresh()
  const dataProvider = useDataProvider()
  const { resource, parentField, mainFlag, activeFlag, orderField, parentImageField } = options
  const { data, refetch } = useGetList<ImageRow>(
    resource,
    { pagination: { page: 1, perPage: 100 }, sort: { field: orderField ?? 'id', order: 'ASC' }, filter: { [parentField]: parent?.id } },
    { enabled: parent?.id !== undefined },
  )
  const [describing, setDescribing] = useState<Item | null>(null)
  const { uploads, upload } = useImageUploads(options, parent?.id)
  // the stored file names are random: a picture without a description is named by its place
  const listed = useMemo<Item[]>(
    () =>
      (data ?? []).map((row, index) => ({
        id: row.id,
        label: row.caption || row.alt || translate('app.images.numbered', { number: index + 1 }),
        media: thumbnail(row),
        row,
      })),
    [data, translate],
  )
  // A drag holds for the list it was made on; a newer list from the server replaces it in the same render
  // (an effect copying the list into the state showed the old rows for a render after a notice).
  const [dragged, setDragged] = useState<{ on: Item[]; items: Item[] } | null>(null)
  const items = dragged?.on === listed ? dragged.items : listed
  if (parent?.id === undefined) return null
  const title = translate(options.titleKey ?? 'app.images.title')
  const rows = (data ?? []) as ImageRow[]

  const report = (error: unknown) => {
    const message = failureMessage(error)
    if (message) notify(message, { type: 'error' })
  }
  // The notice comes once the list shows the change: a drag made before the list came back was undone by its arrival.
  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action()
      await refetch()
      notify(success, { type: 'success' })
    } catch (error) {
      report(error)
      refetch()
    }
  }
  const addFiles = async (files: File[]) => {
    let next = 1
    try {
      if (orderField) next = await orderAfterLast(dataProvider, resource, parentField, parent?.id, orderField)
    } catch (error) {
      return report(error)
    }
    const added = await upload(files, next)
    await refetch()
    notify('app.images.uploaded', { type: added === files.length ? 'success' : 'warning', messageArgs: { smart_count: added } })
  }
  const makeMain = (row: ImageRow) =>
    mainFlag
      ? run(() => setMainImage(dataProvider, resource, mainFlag, rows, row), 'app.images.main_saved')
      : parentImageField
        ? run(async () => {
            await copyToParentImage(dataProvider, parentResource, parent, parentImageField, row)
            refresh()
          }, 'app.images.main_saved')
        : undefined

  return (
    <Card component="section" aria-labelledby={`${resource}-panel`} sx={{ mt: 2, maxWidth: 720 }}>
      <CardContent>
        <Typography id={`${resource}-panel`} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {parentImageField && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate('app.images.parent_main_help')}
          </Typography>
        )}
        {items.length === 0 && <Typography>{translate('app.images.empty')}</Typography>}
        <ReorderableList
          label={title}
          items={items}
          onChange={(next) => setDragged({ on: listed, items: next })}
          reorderable={!!orderField}
          renderActions={(item) => (
            <ImageRowActions
              label={item.label}
              missingAlt={lacksAlt(resource, item.row)}
              onEditAlt={() => setDescribing(item)}
              isMain={mainFlag ? !!item.row[mainFlag] : undefined}
              isActive={activeFlag ? item.row[activeFlag] !== false : undefined}
              onMain={mainFlag || parentImageField ? () => void makeMain(item.row) : undefined}
              onToggleActive={
                activeFlag
                  ? () =>
                      void run(
                        () =>
                          dataProvider.update(resource, { id: item.row.id, data: { [activeFlag]: item.row[activeFlag] === false }, previousData: item.row }),
                        'app.images.saved',
                      )
                  : undefined
              }
              onDelete={() => void run(() => dataProvider.delete(resource, { id: item.row.id, previousData: item.row }), 'app.images.deleted')}
            />
          )}
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label" startIcon={<AddPhotoAlternate />}>
            {translate('app.images.add_many')}
            <input
              type="file"
              accept="image/*"
              multiple
              hidden
              aria-label={translate('app.images.add_many')}
              onChange={(event) => {
                const files = [...(event.target.files ?? [])]
                event.target.value = ''
                if (files.length) void addFiles(files)
              }}
            />
          </Button>
          {orderField && (
            <Button
              variant="contained"
              onClick={() =>
                void run(
                  () =>
                    saveImageOrder(
                      dataProvider,
                      resource,
                      orderField,
                      items.map((item) => item.row),
                    ),
                  'app.images.order_saved',
                )
              }
              disabled={items.length < 2}
            >
              {translate('app.images.save_order')}
            </Button>
          )}
        </Box>
        {describing && (
          <ImageAltDialog
            resource={resource}
            row={describing.row}
            label={describing.label}
            onClose={() => setDescribing(null)}
            onSave={(values) =>
              run(() => dataProvider.update(resource, { id: describing.row.id, data: values, previousData: describing.row }), 'app.images.alt_saved')
            }
          />
        )}
        {uploads.map((item) => {
          const progress = `${item.name}: ${translate('app.upload.progress', { percent: item.percent })}`
          return (
            <Box key={item.name} sx={{ mt: 1 }}>
              <Typography variant="body2">{item.error ? `${item.name}: ${item.error}` : progress}</Typography>
              <LinearProgress variant="determinate" value={item.percent} color={item.error ? 'error' : 'primary'} aria-label={progress} />
            </Box>
          )
        })}
      </CardContent>
    </Card>
  )
}
