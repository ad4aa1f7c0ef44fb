import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

// The package as a newcomer gets it: `npm pack` of this repository (dist/ as the suite built it), installed from the
// tarball into a folder of its own, outside this repository, with no network (npm's cache has the dependencies).
const root = new URL('../..', import.meta.url).pathname
const run = promisify(execFile)

/** A temporary folder outside the repository with a package.json; removed by the returned function. */
export async function themeFolder(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix))
  await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'my-theme', private: true, type: 'module' }))
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}

/** Packs the package into `dir` (the build is the suite's own: scripts are not run again); returns the tarball path. */
export async function pack(dir: string) {
  const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: root })
  return join(dir, (JSON.parse(stdout) as { filename: string }[])[0]!.filename)
}

/** Installs the tarball in `dir` as a theme's project would, from npm's cache only. */
export async function installTarball(dir: string, tarball: string) {
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], { cwd: dir })
}

/** Makes packages this repository has installed (React, Vite) resolvable from `dir` too, without a download. */
export async function linkPackages(dir: string, names: string[]) {
  for (const name of names) {
    const target = join(dir, 'node_modules', name)
    await mkdir(join(target, '..'), { recursive: true })
    await symlink(join(root, 'node_modules', name), target)
  }
}

/**
 * Starts `vitrine dev` with the package's own command from `dir`, on a free port; resolves with the printed base URL
 * and the printed <head> tags once the platform answers.
 */
export function startDev(dir: string, args: string[] = []) {
  const child: ChildProcess = spawn(join(dir, 'node_modules/.bin/vitrine'), ['dev', '--port', '0', ...args], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe']
  })
  let out = ''
  let errors = ''
  child.stderr!.on('data', (d) => (errors += d))
  const stop = () => {
    child.kill('SIGTERM')
    return new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(undefined)))
  }
  return new Promise<{ url: string; tags: string; output: () => string; stop: () => Promise<unknown> }>(
    (resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`vitrine dev exited (${code}): ${errors}`)))
      child.stdout!.on('data', (d) => {
        out += d
        const url = /dev platform at (http:\/\/\S+)/.exec(out)?.[1]
        const tags = /\n\n(<meta[\s\S]*<\/script>)\n/.exec(out)?.[1]
        if (url && tags) resolve({ url, tags, output: () => out + errors, stop })
      })
    }
  )
}
