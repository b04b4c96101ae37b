/**
 * `npm test`'s import-cycle check: no module in src/, stack/, scripts/, tests/ or supabase/functions/
 * reaches itself through its imports, type-only imports included (a type cycle still means two
 * modules that cannot be read, moved or tested one without the other). Prints each cycle as a
 * chain of files and exits 1 if there is any.
 *
 * Imports are read with TypeScript's own pre-processor and resolved with its module resolution,
 * so `import type`, `export … from` and dynamic `import()` all count; packages (node_modules,
 * `npm:`/`jsr:` specifiers) are not followed.
 */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const CHECKED_FOLDERS = ['src', 'stack', 'scripts', 'tests', 'supabase/functions']
const SOURCE = /\.(ts|tsx|mts)$/
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.stack', '.deno', 'test-results'])

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIPPED_FOLDERS.has(name)) continue
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) sourceFiles(full, found)
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) found.push(full)
  }
  return found
}

const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
  baseUrl: ROOT,
  paths: { '@/*': ['src/*'] },
}

/** The project files `file` imports (packages left out). */
export function importsOf(file: string, text: string, known: Set<string>): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true)
  const targets: string[] = []
  for (const { fileName } of importedFiles) {
    if (/^(npm|jsr|node|https?):/.test(fileName)) continue
    const resolved = ts.resolveModuleName(fileName, file, compilerOptions, ts.sys).resolvedModule
    const target = resolved?.resolvedFileName && path.resolve(resolved.resolvedFileName)
    if (target && known.has(target)) targets.push(target)
  }
  return targets
}

/** Strongly connected components with more than one file (or a file importing itself): Tarjan's algorithm. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next)
    next++
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!))
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      const selfImport = (graph.get(node) ?? []).includes(node)
      if (component.length > 1 || selfImport) cycles.push(component.reverse())
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return cycles
}

export function projectImportGraph(root = ROOT): Map<string, string[]> {
  const files = CHECKED_FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)))
  const known = new Set(files)
  const graph = new Map<string, string[]>()
  for (const file of files) graph.set(file, importsOf(file, ts.sys.readFile(file) ?? '', known))
  return graph
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const graph = projectImportGraph()
  const cycles = findCycles(graph)
  const relative = (file: string) => path.relative(ROOT, file)
  if (cycles.length === 0) {
    console.log(`Import cycles: none among ${graph.size} modules (${CHECKED_FOLDERS.join(', ')}).`)
  } else {
    console.error(`Import cycles: ${cycles.length}. Each group below imports itself round:`)
    for (const cycle of cycles) console.error(`- ${cycle.map(relative).join(' → ')}`)
    process.exitCode = 1
  }
}
