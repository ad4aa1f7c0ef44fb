import { text, type OptionDocs } from '../ui/options'

/** The WhatsApp link's options (data-* attributes). */
export const options = {
  phone: text(30),
  message: text(500),
  productName: text(200)
}

export const docs: OptionDocs<typeof options> = {
  phone: "The store's WhatsApp number, with + and country code, or without (+55 is assumed).",
  message: "A prefilled message: {name} is the product's name, {url} the page's address.",
  productName: "The product named in the message (default: the page's h1)."
}
