/**
 * The launch check's view of the site build that goes with the project: the placeholders that
 * `npm run build` lists (scripts/check-launch-settings.ts, reused as it is), and whether the build
 * points at the project being checked. On the local stack the placeholders are expected (the local
 * URL, the demo key, the 555 phone), so they are listed to read, not failed.
 */
import {
  checkLaunchSettings,
  readLaunchCheckInput,
  type LaunchCheckInput,
} from '../check-launch-settings'
import { fail, pass, plural, warn, type CheckResult } from './launch-check-result'
import type { LaunchTarget } from './launch-target'

export function checkSitePlaceholders(
  target: LaunchTarget,
  input: LaunchCheckInput = readLaunchCheckInput(target.repoRoot).input,
): CheckResult[] {
  const { placeholders, errors } = checkLaunchSettings(input)
  const results: CheckResult[] = errors.map((error) => fail(`Site settings: ${error}.`))
  if (target.kind === 'local') {
    results.push(
      placeholders.length === 0
        ? pass('Site placeholders: none in the settings this checkout would build with.')
        : warn(
            `Site placeholders: ${plural(placeholders.length, 'setting')} still hold${placeholders.length === 1 ? 's' : ''} a placeholder (${placeholders.map((p) => p.setting.replace(/ \(.*\)$/, '')).join('; ')}), as expected on the local stack; a check of the hosted project fails on each, and \`npm run build\` says how to set them.`,
          ),
    )
    return results
  }
  for (const { setting, value, advice } of placeholders) {
    results.push(fail(`Site placeholder: ${setting} is ${value}: ${advice}`))
  }
  const buildUrl = input.buildEnv.VITE_SUPABASE_URL?.trim().replace(/\/+$/, '')
  if (buildUrl && buildUrl !== target.apiUrl) {
    results.push(
      fail(
        `Site settings: the build's VITE_SUPABASE_URL is ${buildUrl}, not the project checked here (${target.apiUrl}); the forms would post to another project.`,
      ),
    )
  }
  if (placeholders.length === 0 && errors.length === 0) {
    results.push(pass('Site placeholders: none; the build points at this project.'))
  }
  return results
}
