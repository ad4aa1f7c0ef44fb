// A theme project that has never seen the repo: the packed tarball unpacked as node_modules/vitrine and nothing else
// (none of the package's dependencies), and a theme script type-checked with tsc --strict against it. Proves the
// shipped types resolve through `exports` and need no zod, nanostores or mitt. Reads the built dist/ (npm test
// builds before the unit tests).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../..')
const tsc = join(root, 'node_modules/typescript/bin/tsc')
const work = mkdtempSync(join(tmpdir(), 'vitrine-newcomer-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const THEME_SCRIPT = `import type { Cart, Customer, DeepReadonly, Storefront } from 'vitrine'

window.addEventListener('ecom:cart:change', (e) => {
  const total: number = e.detail.cart.subtotal
  const names: (string | undefined)[] = e.detail.cart.items.map((item) => item.name)
  console.log(total, names)
})
window.addEventListener('ecom:passport:login', (e) => console.log(e.detail.customer.display_name))

async function theme(sf: Storefront) {
  await sf.ready()
  const cart: DeepReadonly<Cart> = sf.cart.data
  sf.cart.addItem({ product_id: cart.items[0]?.product_id ?? 'p1', quantity: 1, price: 10 })
  const stop: () => void = sf.on('cart:addItem', ({ item }) => console.log(item.quantity))
  stop()
  sf.on('consent:change', (choice) => console.log(choice.analytics))
  const customer: DeepReadonly<Customer> | undefined = sf.passport?.setCustomer({ display_name: 'Ana' })
  console.log(customer?.main_email, sf.passport?.checkLogin())
}
const sf = window.storefront
if (sf && 'cart' in sf && sf.cart) void theme(sf as Storefront)
`

const run = (cmd: string, args: string[], cwd: string) => spawnSync(cmd, args, { cwd, encoding: 'utf8' })

describe('a theme project installs the package and type-checks against it', () => {
  it('tsc --strict passes on a theme script with the tarball alone', { timeout: 60_000 }, () => {
    expect(existsSync(join(root, 'dist/storefront.d.ts')), 'run node build.mjs first').toBe(true)
    const packed = run('npm', ['pack', '--ignore-scripts', '--pack-destination', work, '--json'], root)
    expect(packed.status, packed.stderr).toBe(0)
    const tarball = join(work, JSON.parse(packed.stdout)[0].filename)
    const project = join(work, 'theme')
    const pkg = join(project, 'node_modules/vitrine')
    mkdirSync(pkg, { recursive: true })
    expect(run('tar', ['-xzf', tarball, '-C', pkg, '--strip-components=1'], work).status).toBe(0)
    // Only the package itself: no zod, nanostores, mitt or any other dependency beside it.
    expect(readdirSync(join(project, 'node_modules'))).toEqual(['vitrine'])
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'theme', private: true, type: 'module' }))
    writeFileSync(
      join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          lib: ['ES2022', 'DOM'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          types: []
        },
        include: ['theme.ts']
      })
    )
    writeFileSync(join(project, 'theme.ts'), THEME_SCRIPT)
    const checked = run(process.execPath, [tsc, '-p', '.'], project)
    expect(checked.stdout + checked.stderr).toBe('')
    expect(checked.status).toBe(0)
    // The same script with a misspelt event fails: the check is real.
    writeFileSync(join(project, 'theme.ts'), THEME_SCRIPT.replace("'ecom:cart:change'", "'ecom:cart:chnage'"))
    const misspelt = run(process.execPath, [tsc, '-p', '.'], project)
    expect(misspelt.status).not.toBe(0)
    expect(misspelt.stdout).toContain("Property 'detail' does not exist")
  })
})
