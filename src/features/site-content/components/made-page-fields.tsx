import { pageMenus, type PageMenu } from '@/content/made-pages'
import type { PageCopy } from '@/content/page-copy-schema'
import { pathKey } from '../lib/page-draft'
import { FieldProblem } from './field-problem'
import { TextField, type PageFieldContext } from './page-field'

/**
 * What only a page made in the desk has: its name and place in the menus, and retiring it. A
 * retired page is no longer built once published; its address then leads to the page chosen
 * here, so links people saved keep working. Choosing "Keep the page" brings it back.
 */
export function MadePageFields({
  context,
  page,
  route,
  liveRoutes,
}: {
  context: PageFieldContext
  page: PageCopy
  route: string
  liveRoutes: readonly string[]
}) {
  const menuProblem = context.problems[pathKey(['made', 'menu'])]
  const retireId = `${context.idPrefix}-retired-to`
  const retireProblem = context.problems[pathKey(['retiredTo'])]
  return (
    <>
      <fieldset className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4">
        <legend className="px-1 text-lg font-semibold">The page in the menus</legend>
        <TextField context={context} path={['made', 'name']} label="Name on its menu link" />
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={menuProblem ? `${context.idPrefix}-menu-problem` : undefined}
        >
          <legend className="font-semibold">Where its link appears</legend>
          <FieldProblem id={`${context.idPrefix}-menu`} problem={menuProblem} />
          {(Object.entries(pageMenus) as [PageMenu, string][]).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${context.idPrefix}-menu`}
                value={value}
                checked={page.made?.menu === value}
                onChange={() => context.set(['made', 'menu'], value)}
                className="size-4"
              />
              {label}
            </label>
          ))}
        </fieldset>
      </fieldset>
      <fieldset className="flex flex-col gap-2 rounded-md border border-slate-300 bg-white p-4">
        <legend className="px-1 text-lg font-semibold">Retire this page</legend>
        <p className="text-sm text-slate-700">
          A retired page is no longer on the site once published: its address, {route}, leads to the
          page you choose, so saved links still work. Its words stay here if you bring it back.
        </p>
        <label htmlFor={retireId} className="font-semibold">
          What happens to {route}
        </label>
        <FieldProblem id={retireId} problem={retireProblem} />
        <select
          id={retireId}
          value={page.retiredTo ?? ''}
          aria-invalid={retireProblem ? true : undefined}
          aria-describedby={retireProblem ? `${retireId}-problem` : undefined}
          onChange={(event) => context.set(['retiredTo'], event.target.value || undefined)}
          className="min-h-10 max-w-md rounded-md border border-slate-400 bg-white px-3"
        >
          <option value="">Keep the page on the site</option>
          {liveRoutes
            .filter((other) => other !== route)
            .map((other) => (
              <option key={other} value={other}>
                Retire it: send its visitors to {other}
              </option>
            ))}
        </select>
      </fieldset>
    </>
  )
}
