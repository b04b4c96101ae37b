/**
 * The deploy workflow's view of `supabase/config.toml`. Every command of `.github/workflows/deploy.yml`
 * (`link`, `db push`, `functions deploy`) loads and validates config.toml first
 * (supabase/cli@1d1e7191 apps/cli-go/cmd/link.go:36 → Config.Load → Validate, pkg/config/config.go:712),
 * and a hook secret that is still the literal `env(NAME)` fails the `v1,whsec_…` pattern
 * (config.go:1314-1340). `supabase/.env`, where a laptop keeps the value, is ignored by git, so
 * the workflow has the value only when its job's `env` passes the repository secret of that name.
 * This check reads both files, so a variable added to config.toml without the workflow line fails
 * here instead of at "Link the project" on the next deployment.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fail, pass, type CheckResult } from './launch-check-result'

/** The variables config.toml reads with `env(NAME)`, in the order they appear. */
export function configEnvNames(configToml: string): string[] {
  const names = new Set<string>()
  for (const line of configToml.split('\n')) {
    const code = line.replace(/#.*$/, '')
    for (const match of code.matchAll(/env\(\s*([A-Z_][A-Z0-9_]*)\s*\)/g)) names.add(match[1]!)
  }
  return [...names]
}

/**
 * The names each `env:` mapping of the workflow sets from a repository secret of the same name
 * (`NAME: ${{ secrets.NAME }}`). A line-based reading of the YAML: the workflow is ours and keeps
 * one key per line under `env:`.
 */
export function workflowSecretEnv(workflowYaml: string): Set<string> {
  const names = new Set<string>()
  let envIndent = -1
  for (const line of workflowYaml.split('\n')) {
    if (/^\s*(#.*)?$/.test(line)) continue
    const indent = line.length - line.trimStart().length
    if (envIndent >= 0 && indent <= envIndent) envIndent = -1
    if (/^\s*env:\s*$/.test(line)) {
      envIndent = indent
      continue
    }
    if (envIndent < 0) continue
    const entry = /^\s*([A-Z_][A-Z0-9_]*):\s*\$\{\{\s*secrets\.([A-Z_][A-Z0-9_]*)\s*\}\}\s*$/.exec(
      line,
    )
    if (entry && entry[1] === entry[2]) names.add(entry[1]!)
  }
  return names
}

/** Where the deploy workflow lives in the repository. */
export const DEPLOY_WORKFLOW = '.github/workflows/deploy.yml'

export interface DeployWorkflowFiles {
  configFile: string
  workflowFile: string
}

export function deployWorkflowFiles(repoRoot: string, configFile: string): DeployWorkflowFiles {
  return { configFile, workflowFile: path.join(repoRoot, DEPLOY_WORKFLOW) }
}

/** ✓ when the deploy workflow passes every variable config.toml reads; ✗ naming each one it lacks. */
export function checkDeployWorkflow(files: DeployWorkflowFiles): CheckResult {
  const where = DEPLOY_WORKFLOW
  if (!existsSync(files.workflowFile)) {
    return pass(`Deploy workflow: there is no ${where}, so nothing deploys from CI.`)
  }
  const needed = configEnvNames(readFileSync(files.configFile, 'utf8'))
  const given = workflowSecretEnv(readFileSync(files.workflowFile, 'utf8'))
  const missing = needed.filter((name) => !given.has(name))
  if (missing.length === 0) {
    return pass(
      needed.length === 0
        ? `Deploy workflow: config.toml reads no variable, so ${where} needs none.`
        : `Deploy workflow: ${where} passes ${needed.join(', ')} from the repository secrets, which the CLI needs to accept config.toml.`,
    )
  }
  const lines = missing.map((name) => `${name}: \${{ secrets.${name} }}`).join(', ')
  return fail(
    `Deploy workflow: config.toml reads ${missing.join(', ')}, but ${where}'s job env does not pass ${missing.length === 1 ? 'it' : 'them'}, so every run stops at "Link the project" (the CLI refuses config.toml). Add ${lines} to the job's env and the repository secret${missing.length === 1 ? '' : 's'} of that name (Settings → Secrets and variables → Actions; README "Deploying").`,
  )
}
