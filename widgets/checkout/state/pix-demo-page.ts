// A demo store's bank: data-pix-demo-pay on the checkout element names a page on this site ("…/{txid}") where a
// person can pay a Pix code without a bank app. A real store leaves it out, and no link is shown (./pix-demo). Kept
// apart from the link's rules, which the Pix screen's chunk holds: the shell only notes the page.

let template = ''
export const setPixDemo = (url: string | undefined) => {
  template = url ?? ''
}

export const pixDemoTemplate = () => template
