// Types for TypeScript callers (tests); the implementation is plain JS with JSDoc.
export interface PictureSpec { label: string, shape?: string, palette?: string[], color?: string }
export interface Category { _id: string, name: string, slug: string, path: string, parent?: { _id: string, slug: string, name: string } }
export interface Brand { _id: string, name: string, slug: string }
export interface Grid {
  _id: string, created_at: string, updated_at: string, store_id: number, grid_id: string, title: string
  options: { text: string, value?: string, colors?: string[] }[]
}
export interface Catalogue {
  products: Record<string, any>[]
  categories: Category[]
  brands: Brand[]
  /** The store's grids resource: variation grids' titles, options and colours. */
  grids: Grid[]
  pictureSpecs: Map<string, PictureSpec>
  seed: number
  now: number
  storeId: number
}
export function createCatalogue (opts?: { size?: number, seed?: number, now?: number, storeId?: number }): Catalogue
export function pictureSvg (key: string, size?: number, opts?: { label?: string, palette?: string[], shape?: string, color?: string }): string
export function bannerSvg (n: number): string | null
export function bannerList (): { n: number, url: string, alt: string, width: number, height: number, start?: string, end?: string }[]
export function productPictureSvg (catalogue: Catalogue, pictureId: string, sizeName: string): string | null
export function slugify (text: string): string
export function featuresOf (i: number): Record<string, any>
export const PICTURE_SIZES: { readonly small: 100, readonly normal: 350, readonly big: 700, readonly zoom: 1000 }
export const BANNER_WIDTH: number
export const BANNER_HEIGHT: number
export const BANNER_COUNT: number
