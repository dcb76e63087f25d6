/**
 * Which records have a pictures panel under their edit form, and how their pictures work
 * (features/images/ImagesPanel.tsx). Keyed by the declaration's name; each resource's
 * admin/resources/<name>/index.ts puts the panel on its edit screen (EditWithImages).
 *
 *   imagePanels.events -> pictures in event-images (event = this event), main one flagged is_main
 */
export interface ImagePanelOptions {
  /** React-admin name of the pictures' resource ('event-images'). */
  resource: string
  /** Their reference to the record being edited ('event'). */
  parentField: string
  /** A flag marking the main picture ('is_main'; project images call it 'is_current'). */
  mainFlag?: string
  /** Without a flag: the parent's own image field, set from one of its pictures (products' image). */
  parentImageField?: string
  /** A flag hiding a picture without deleting it (gallery images' is_active). */
  activeFlag?: string
  /** The order field; pictures without one are not reordered. */
  orderField?: string
  /** The heading's message key (default app.images.title). */
  titleKey?: string
}

export const imagePanels = {
  events: { resource: 'event-images', parentField: 'event', mainFlag: 'is_main', orderField: 'order' },
  empty_spaces: { resource: 'empty-space-images', parentField: 'space', mainFlag: 'is_main', orderField: 'order' },
  projects: { resource: 'project-images', parentField: 'project', mainFlag: 'is_current' },
  products: { resource: 'product-images', parentField: 'product', parentImageField: 'image', orderField: 'order' },
  galleries: { resource: 'gallery-images', parentField: 'gallery', activeFlag: 'is_active', orderField: 'order', titleKey: 'app.gallery.images' },
} satisfies Record<string, ImagePanelOptions>
