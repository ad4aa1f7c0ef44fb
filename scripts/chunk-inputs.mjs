// Lists what each built chunk holds (largest inputs first): `node scripts/chunk-inputs.mjs [minBytes]`.
import { build } from '../build.mjs'
const { metafiles, kinds } = await build()
const min = Number(process.argv[2] ?? 1000)
for (const [file, out] of Object.entries(metafiles[0].outputs)) {
  if (!file.endsWith('.js') || out.bytes < min) continue
  console.log(`== ${file.replace('dist/', '')} ${out.bytes} B [${kinds[file.replace('dist/', '')]}]`)
  for (const [input, v] of Object.entries(out.inputs)
    .sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)
    .slice(0, 12)) {
    if (v.bytesInOutput > 50) console.log(`   ${String(v.bytesInOutput).padStart(6)} ${input}`)
  }
}
