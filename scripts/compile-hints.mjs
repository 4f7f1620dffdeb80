// After `next build`: the scripts every public page runs as it starts carry V8's explicit compile hint, a first line
// `//# allFunctionsCalledOnLoad`. Chrome (136 and later) then compiles all their functions on the thread that streams
// the script in, beside the download, instead of each one on the main thread the first time it is called: at 4×
// CPU that was most of the framework's one ~200 ms start-up task, the task a tap in the first second waits behind
// (docs/performance.md, "Compiled while it downloads"). Other browsers read a comment. Only these chunks: a hint on a
// script whose functions mostly never run (the in-page admin's chunk, Payload's panel) would compile them for nothing.
// Run by `npm run build`; running it again changes nothing.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import vm from 'node:vm'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'
/** Every client-reference manifest of the public pages, as Next writes them beside their server code. */
const publicManifests = (serverAppDir) =>
  fs
    .readdirSync(path.join(serverAppDir, '(site)'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('_client-reference-manifest.js'))
    .map((file) => path.join(serverAppDir, '(site)', file))

/** The manifest's `entryJSFiles` ("static/chunks/….js" per segment: the route's layouts and page, Next's built-in
 * not-found and error boundaries); it is a script that fills a global. */
const entryFilesOf = (manifestFile) => {
  const sandbox = { globalThis: {} }
  vm.runInNewContext(fs.readFileSync(manifestFile, 'utf8'), sandbox)
  return Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {}).map((manifest) => manifest.entryJSFiles ?? {})
}

/**
 * The build's start-up scripts of the public pages: Next's root main files (every page) and the chunks the public
 * routes' documents load besides, as paths under `.next/`.
 * @param {string} nextDir the build's folder
 * @returns {string[]}
 */
export const startupChunks = (nextDir) => {
  const { rootMainFiles = [] } = JSON.parse(fs.readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8'))
  const own = publicManifests(path.join(nextDir, 'server', 'app')).flatMap((manifestFile) =>
    entryFilesOf(manifestFile).flatMap((entries) => Object.values(entries).flat()),
  )
  if (rootMainFiles.length === 0 || own.length === 0)
    throw new Error(`No start-up scripts of the public pages found in ${nextDir}: is it a finished \`next build\`?`)
  return [...new Set([...rootMainFiles, ...own])].filter((file) => file.endsWith('.js')).sort()
}

/**
 * Puts the hint at the top of each start-up script that lacks it.
 * @param {string} nextDir
 * @returns {{ hinted: string[], already: string[] }}
 */
export const addCompileHints = (nextDir) => {
  const hinted = []
  const already = []
  for (const file of startupChunks(nextDir)) {
    const fullPath = path.join(nextDir, file)
    const source = fs.readFileSync(fullPath, 'utf8')
    if (source.startsWith(COMPILE_HINT)) {
      already.push(file)
      continue
    }
    fs.writeFileSync(fullPath, COMPILE_HINT + source)
    hinted.push(file)
  }
  return { hinted, already }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { hinted, already } = addCompileHints(path.resolve(process.argv[2] ?? '.next'))
  console.log(`› Compile hints: ${hinted.length} start-up scripts hinted, ${already.length} already were.`)
}
