import { text, type OptionDocs } from '../ui/options'

/** The side menu's options (data-* attributes). */
export const options = { title: text(80) }

export const docs: OptionDocs<typeof options> = {
  title: 'The drawer\'s heading (default "Categorias").'
}
