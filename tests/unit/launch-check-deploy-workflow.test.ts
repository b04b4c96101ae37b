// @vitest-environment node
/**
 * The launch check fails when supabase/config.toml reads a variable with env(NAME) that the deploy
 * workflow's job does not pass from a repository secret: the CLI then refuses config.toml and
 * every deployment stops at "Link the project". It reads the project's own files as they are, and
 * a copy of the workflow with the line taken out.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  checkDeployWorkflow,
  configEnvNames,
  DEPLOY_WORKFLOW,
  deployWorkflowFiles,
  workflowSecretEnv,
} from '../../scripts/lib/launch-checks-deploy'

const ROOT = path.resolve(import.meta.dirname, '../..')
const CONFIG = path.join(ROOT, 'supabase/config.toml')
const WORKFLOW = readFileSync(path.join(ROOT, DEPLOY_WORKFLOW), 'utf8')
const dir = mkdtempSync(path.join(tmpdir(), 'deploy-workflow-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function workflowCopy(text: string): string {
  const file = path.join(dir, `deploy-${Math.random().toString(36).slice(2)}.yml`)
  writeFileSync(file, text)
  return file
}

describe('the deploy workflow and config.toml', () => {
  it("config.toml reads the Send Email hook's secret from the environment", () => {
    expect(configEnvNames(readFileSync(CONFIG, 'utf8'))).toContain('SEND_EMAIL_HOOK_SECRET')
  })

  it('passes on the project as it is: the job env carries every variable config.toml reads', () => {
    const result = checkDeployWorkflow(deployWorkflowFiles(ROOT, CONFIG))
    expect(result).toMatchObject({
      status: 'pass',
      message: expect.stringMatching(/SEND_EMAIL_HOOK_SECRET/),
    })
  })

  it('fails, naming the line to add, when the job env lacks the hook secret', () => {
    const without = WORKFLOW.replace(/^.*SEND_EMAIL_HOOK_SECRET: \$\{\{.*$\n/m, '')
    expect(without).not.toBe(WORKFLOW)
    const result = checkDeployWorkflow({ configFile: CONFIG, workflowFile: workflowCopy(without) })
    expect(result.status).toBe('fail')
    expect(result.message).toMatch(/Link the project/)
    expect(result.message).toContain(
      'SEND_EMAIL_HOOK_SECRET: ${{ secrets.SEND_EMAIL_HOOK_SECRET }}',
    )
  })

  it('counts only env entries taken from the secret of the same name, not comments or other keys', () => {
    const names = workflowSecretEnv(
      [
        '# SEND_EMAIL_HOOK_SECRET: ${{ secrets.SEND_EMAIL_HOOK_SECRET }}',
        'jobs:',
        '  deploy:',
        '    env:',
        '      A_TOKEN: ${{ secrets.A_TOKEN }}',
        '      OTHER: ${{ secrets.SOMETHING_ELSE }}',
        '    steps:',
        '      - run: echo',
        '        with:',
        '          B_TOKEN: ${{ secrets.B_TOKEN }}',
      ].join('\n'),
    )
    expect([...names]).toEqual(['A_TOKEN'])
  })

  it('ignores env() in a config.toml comment', () => {
    expect(configEnvNames('# secret = "env(NOT_READ)"\nsecrets = "env(READ_ONE)"\n')).toEqual([
      'READ_ONE',
    ])
  })
})
