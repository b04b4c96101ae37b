import { Link } from 'react-router-dom'
import type { TeamRole } from '../api/team-roles'
import { sectionsFor, type DeskSection } from '../lib/desk-sections'

interface DeskNavProps {
  roles: readonly TeamRole[]
  current: DeskSection
}

/** The desk's sections this member may use, and nothing else; the current one is marked. */
export function DeskNav({ roles, current }: DeskNavProps) {
  return (
    <nav aria-label="Desk sections" className="border-border border-b">
      <ul className="-mb-px flex flex-wrap gap-1">
        {sectionsFor(roles).map((section) => {
          const here = section.id === current
          return (
            <li key={section.id}>
              <Link
                to={section.path}
                aria-current={here ? 'page' : undefined}
                className={
                  here
                    ? 'border-primary text-ink inline-flex min-h-11 items-center border-b-2 px-4 py-2 font-semibold'
                    : 'text-muted-foreground hover:text-ink inline-flex min-h-11 items-center border-b-2 border-transparent px-4 py-2 underline-offset-4 hover:underline'
                }
              >
                {section.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
