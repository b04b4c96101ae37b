// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The stand-in is a new hosted project and nothing more, so what passes here works on hosted: each
 * module of stack/ names the hosted source it imitates in stack/README.md's module tables, so a
 * behaviour added without one fails here, and a removed module cannot leave its row behind. Lives
 * in tests/unit, not tests/stack, because stack/vitest.config.ts starts a whole stack for every
 * file.
 */

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const README = 'stack/README.md'
const WITHOUT_SOURCE_HEADING = '## Behaviours without a hosted source'
const PLUMBING = 'plumbing (no hosted behaviour)'
const NO_SOURCE = 'none: see "Behaviours without a hosted source"'
/** `owner/repo@<commit hex>:path`, e.g. `supabase/auth@bc32168e:internal/api/token.go`. */
const REPO_CITATION = /[\w.-]+\/[\w.-]+@[0-9a-f]{7,40}:[\w./-]+/
const URL_CITATION = /https:\/\/[^\s)|>]+/

/** Every module of the stand-in: .ts and .sql under stack/, tests and declarations aside. */
function stackModules(root: string): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${entry.name}`
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules') walk(rel)
      } else if (/\.(ts|sql)$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name)) {
        found.push(rel)
      }
    }
  }
  walk('stack')
  return found.sort()
}

interface Row {
  module: string
  source: string
}

/** Table rows whose first cell is a backticked `stack/….ts|sql` path; the last cell is the source. */
function moduleRows(readme: string): Row[] {
  const rows: Row[] = []
  for (const line of readme.split('\n')) {
    if (!line.startsWith('|')) continue
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim())
    const module = /^`(stack\/[^`]+\.(?:ts|sql))`$/.exec(cells[0] ?? '')?.[1]
    if (module && cells.length >= 2) rows.push({ module, source: cells[cells.length - 1]! })
  }
  return rows
}

/** The modules named (backticked) in the "Behaviours without a hosted source" section. */
function modulesWithoutSource(readme: string): Set<string> {
  const start = readme.indexOf(WITHOUT_SOURCE_HEADING)
  if (start < 0) return new Set()
  const rest = readme.slice(start + WITHOUT_SOURCE_HEADING.length)
  const end = rest.search(/\n## /)
  const section = end < 0 ? rest : rest.slice(0, end)
  return new Set([...section.matchAll(/`(stack\/[^`]+\.(?:ts|sql))`/g)].map((m) => m[1]!))
}

/** What is wrong with the README's tables against the modules on disk; empty when nothing is. */
function readmeProblems(readme: string, modules: string[], exists: (p: string) => boolean) {
  const problems: string[] = []
  const rows = moduleRows(readme)
  const listed = new Map<string, Row[]>()
  for (const row of rows) listed.set(row.module, [...(listed.get(row.module) ?? []), row])
  const withoutSource = modulesWithoutSource(readme)

  for (const module of modules) {
    if (!listed.has(module)) {
      problems.push(
        `${module} has no row in ${README}: add "| \`${module}\` | <what it imitates> | <source> |" ` +
          `to its folder's table, the source being owner/repo@<commit>:path, an https:// docs URL, ` +
          `"${PLUMBING}", or "${NO_SOURCE}" with a bullet for it in that section`,
      )
    }
  }
  for (const [module, moduleRowsFound] of listed) {
    if (moduleRowsFound.length > 1)
      problems.push(`${module} has ${moduleRowsFound.length} rows in ${README}; keep one`)
    if (!exists(module)) {
      problems.push(
        `${README} lists ${module}, which no longer exists: remove its row (and any bullet naming it)`,
      )
    }
    for (const { source } of moduleRowsFound) {
      const cited = REPO_CITATION.test(source) || URL_CITATION.test(source)
      if (source.includes(NO_SOURCE)) {
        if (!withoutSource.has(module)) {
          problems.push(
            `${module} says it has no hosted source, but "${WITHOUT_SOURCE_HEADING.slice(3)}" names it nowhere: add a bullet saying what it does`,
          )
        }
      } else if (source !== PLUMBING && !cited) {
        problems.push(
          `${module}'s source "${source}" is not owner/repo@<commit>:path, an https:// URL, "${PLUMBING}" or "${NO_SOURCE}"`,
        )
      }
    }
  }
  for (const module of withoutSource) {
    if (!exists(module))
      problems.push(`"${WITHOUT_SOURCE_HEADING.slice(3)}" names ${module}, which no longer exists`)
  }
  return problems
}

const onDisk = (p: string) => {
  try {
    readFileSync(path.join(REPO, p))
    return true
  } catch {
    return false
  }
}

describe('stack/README.md maps every module of the stand-in to its hosted source', () => {
  it('has one row with a source for each module of stack/, and no row for a module that is gone', () => {
    const readme = readFileSync(path.join(REPO, README), 'utf8')
    const modules = stackModules(REPO)
    expect(modules.length).toBeGreaterThan(50)
    const withoutSource = modulesWithoutSource(readme)
    // Reported, not judged: the modules still carrying a behaviour no hosted component has.
    console.info(
      `${README}: ${withoutSource.size} module(s) under "Behaviours without a hosted source"`,
    )
    expect(readmeProblems(readme, modules, onDisk)).toEqual([])
  })

  it('fails for a new module without a row, a row without a source, and a row for a removed file', () => {
    const readme = [
      '| Module | Imitates | Source |',
      '| --- | --- | --- |',
      '| `stack/a.ts` | the token grant | supabase/auth@bc32168e:internal/api/token.go |',
      '| `stack/b.ts` | a port finder | plumbing (no hosted behaviour) |',
      '| `stack/c.ts` | something | GoTrue does this |',
      '| `stack/gone.ts` | something | https://supabase.com/docs/guides/auth |',
      `| \`stack/d.ts\` | a lock | ${NO_SOURCE} |`,
      '',
      WITHOUT_SOURCE_HEADING,
      '',
    ].join('\n')
    const modules = ['stack/a.ts', 'stack/b.ts', 'stack/c.ts', 'stack/d.ts', 'stack/new.ts']
    const problems = readmeProblems(readme, modules, (p) => modules.includes(p))
    expect(problems).toHaveLength(4)
    expect(problems.join('\n')).toMatch(/stack\/new\.ts has no row .* add "\| `stack\/new\.ts` \|/)
    expect(problems.join('\n')).toMatch(/stack\/c\.ts's source "GoTrue does this" is not/)
    expect(problems.join('\n')).toMatch(
      /lists stack\/gone\.ts, which no longer exists: remove its row/,
    )
    expect(problems.join('\n')).toMatch(/stack\/d\.ts says it has no hosted source, but/)
  })
})
