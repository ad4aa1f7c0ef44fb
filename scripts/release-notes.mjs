// What CHANGELOG.md says of the release: the newest version it names, and the entries still under "Unreleased". The
// build prints both with the package's version, so a build says what it is; a unit test keeps the newest heading
// equal to package.json's version.

/** The version of the newest `## x.y.z` heading, or null. */
export function newestVersion(changelog) {
  return /^## (\d+\.\d+\.\d+\S*)/m.exec(changelog)?.[1] ?? null
}

/** The entries (`- ` lines) under `## Unreleased`, before the next version heading. */
export function unreleasedEntries(changelog) {
  const section = /^## Unreleased\n([\s\S]*?)(?=^## )/m.exec(changelog)?.[1] ?? ''
  return section.split('\n').filter((line) => line.startsWith('- ')).length
}

/** The line the build prints first: the version it stamps, and what it holds beyond that release. */
export function versionLine(version, changelog) {
  const newest = newestVersion(changelog)
  const unreleased = unreleasedEntries(changelog)
  const notes = [
    ...(newest !== version ? [`CHANGELOG's newest version is ${newest}`] : []),
    ...(unreleased ? [`${unreleased} unreleased change${unreleased > 1 ? 's' : ''} in CHANGELOG.md`] : [])
  ]
  return `vitrine ${version}${notes.length ? ` (${notes.join('; ')}: a release moves them under a new version)` : ''}`
}
