/**
 * Proves that every edge function deploys as it is: `supabase functions deploy` (the Docker
 * bundler and the Docker-free `--use-api` upload alike) sends only what is under `supabase/`, so a
 * function that imports anything outside it (`../../../src/...`) works in the repository and
 * fails once deployed. The check copies `supabase/` alone to an empty folder and type-checks each
 * function there with the project's Deno and the function's own deno.json, so such an import
 * shows up as a missing module, named with the function and the line that imports it.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export interface DeployCheckOptions {
  /** The `supabase/` folder to copy. */
  supabaseDir: string
  /** The Deno binary (the project's: node_modules/.bin/deno). */
  deno: string
  /** Deno's cache; the project-local one lets the check run offline after the first run. */
  denoDir: string
}

export interface FunctionCheck {
  name: string
  ok: boolean
  /** Imports that cannot be resolved in the copy, as paths relative to the copy's root. */
  missingImports: { module: string; importedAt: string; outsideSupabase: boolean }[]
  /** Deno's output with the temporary folder replaced by the repository-relative paths. */
  output: string
}

/**
 * The functions under a `supabase/functions` folder: every folder holding both an index.ts and a
 * deno.json, as the Supabase CLI deploys them. Folders starting with `_` (such as `_shared`) are
 * code the functions import, never functions themselves.
 */
export function findFunctions(functionsDir: string): string[] {
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => entry.name)
    .filter(
      (name) =>
        existsSync(path.join(functionsDir, name, 'index.ts')) &&
        existsSync(path.join(functionsDir, name, 'deno.json')),
    )
    .sort()
}

/** Deno colours its output whenever FORCE_COLOR is set (npm test sets it), whatever NO_COLOR says. */
function denoEnv(denoDir: string): NodeJS.ProcessEnv {
  const { FORCE_COLOR: _forceColor, ...env } = process.env
  return { ...env, DENO_DIR: denoDir, NO_COLOR: '1' }
}

const missingModulePattern =
  /Cannot find module '(?<module>file:\/\/[^']+)'\.?\s*\n\s*at (?<at>file:\/\/\S+)/g

/** Copies `supabase/` alone (no secrets) to a temporary folder and checks every function there. */
export function checkFunctionsDeployable(options: DeployCheckOptions): FunctionCheck[] {
  const copyRoot = mkdtempSync(path.join(tmpdir(), 'functions-deploy-check-'))
  try {
    const copiedSupabase = path.join(copyRoot, 'supabase')
    cpSync(options.supabaseDir, copiedSupabase, {
      recursive: true,
      // Local secrets are never uploaded by a deploy, and nothing here needs them.
      filter: (source) => path.basename(source) !== '.env',
    })
    const rootUrl = pathToFileURL(copyRoot).href
    const relative = (text: string) =>
      text.split(`${rootUrl}/`).join('').split(`${copyRoot}${path.sep}`).join('')

    return findFunctions(path.join(copiedSupabase, 'functions')).map((name) => {
      const folder = path.join('supabase', 'functions', name)
      const result = spawnSync(
        options.deno,
        ['check', '--config', path.join(folder, 'deno.json'), path.join(folder, 'index.ts')],
        {
          cwd: copyRoot,
          env: denoEnv(options.denoDir),
          encoding: 'utf8',
        },
      )
      const raw =
        `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`
          // eslint-disable-next-line no-control-regex -- removing terminal colour codes, should any remain
          .replace(/\u001b\[[0-9;]*m/g, '')
      const missingImports = [...raw.matchAll(missingModulePattern)].map((match) => {
        const module = relative(decodeURI(match.groups!.module!))
        return {
          module,
          importedAt: relative(decodeURI(match.groups!.at!)),
          outsideSupabase: !module.startsWith('supabase/'),
        }
      })
      // Deno appends an empty Rust backtrace to a failed check; it says nothing about the function.
      const output = relative(raw)
        .replace(/\n*Stack backtrace:[\s\S]*$/, '')
        .trim()
      return { name, ok: result.status === 0, missingImports, output }
    })
  } finally {
    rmSync(copyRoot, { recursive: true, force: true })
  }
}

/** One line per failing function, naming each import that is missing once deployed. */
export function describeFailure(check: FunctionCheck): string {
  if (check.missingImports.length === 0) {
    return `${check.name} does not type-check from a copy of supabase/ alone:\n${check.output}`
  }
  const imports = check.missingImports.map(({ module, importedAt, outsideSupabase }) =>
    outsideSupabase
      ? `imports ${module} (at ${importedAt}), which is outside supabase/ and is not deployed`
      : `imports ${module} (at ${importedAt}), which does not exist`,
  )
  return `${check.name} does not deploy as it is: ${imports.join('; ')}`
}
