import * as z from 'zod/mini'

// data-title: the drawer's heading (default "Categorias").
export const SideMenuOptions = z.object({ title: z.optional(z.string().check(z.minLength(1), z.maxLength(80))) })
export type SideMenuOptions = z.infer<typeof SideMenuOptions>
