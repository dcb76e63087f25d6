/**
 * What the pictures panel does with the API, through the data provider (so every failure is
 * reported centrally, and a 401 keeps the draft): make a picture the main one, hide or show it,
 * save the order, and copy a picture into the parent's own image field.
 */
import type { DataProvider, RaRecord } from 'react-admin'

export type ImageRow = RaRecord & { image: string; alt?: string; caption?: string; [flag: string]: unknown }

/** Flags the chosen picture and clears the flag on the others (the server may do it too: harmless). */
export async function setMainImage(dataProvider: DataProvider, resource: string, flag: string, rows: ImageRow[], chosen: ImageRow) {
  await dataProvider.update(resource, { id: chosen.id, data: { [flag]: true }, previousData: chosen })
  await Promise.all(
    rows
      .filter((row) => row.id !== chosen.id && row[flag])
      .map((row) => dataProvider.update(resource, { id: row.id, data: { [flag]: false }, previousData: row })),
  )
}

/**
 * The order that puts new pictures after the parent's last one, read from the server: the panel's
 * own list may not have arrived yet when files are dropped at once (new pictures then took orders
 * 1, 2... among the old ones). Highest orders first, so a list longer than a page still counts;
 * the max is taken over the page, as PostgreSQL sorts empty orders first when descending.
 */
export async function orderAfterLast(dataProvider: DataProvider, resource: string, parentField: string, parentId: unknown, field: string) {
  const { data } = await dataProvider.getList<ImageRow>(resource, {
    pagination: { page: 1, perPage: 100 },
    sort: { field, order: 'DESC' },
    filter: { [parentField]: parentId },
  })
  return data.reduce((max, row) => Math.max(max, Number(row[field]) || 0), 0) + 1
}

/** Saves positions 1..n for the rows whose place changed. */
export async function saveImageOrder(dataProvider: DataProvider, resource: string, field: string, ordered: ImageRow[]) {
  await Promise.all(
    ordered.map((row, index) =>
      row[field] === index + 1 ? null : dataProvider.update(resource, { id: row.id, data: { [field]: index + 1 }, previousData: row }),
    ),
  )
}

export const fileNameOf = (url: string) => url.split('?')[0].split('/').pop() || 'image'

/** The picture's file, fetched back from /media, as the upload layer sends a new file. */
export async function imageFileOf(url: string): Promise<File> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(response.statusText || `HTTP ${response.status}`)
  const blob = await response.blob()
  return new File([blob], fileNameOf(url), { type: blob.type })
}

/** Makes a copy of the picture the parent's own image (multipart save, with its progress). */
export async function copyToParentImage(dataProvider: DataProvider, parentResource: string, parent: RaRecord, field: string, row: ImageRow) {
  const file = await imageFileOf(row.image)
  await dataProvider.update(parentResource, { id: parent.id, data: { [field]: { rawFile: file, src: row.image, title: file.name } }, previousData: parent })
}
