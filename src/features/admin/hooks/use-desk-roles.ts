import { createContext, useContext } from 'react'
import type { TeamRole } from '../api/team-roles'

/**
 * The signed-in member's roles, for the desk to show only what they can do. The database refuses
 * everything else anyway (docs/roles.md); this spares people buttons that can only fail.
 * Null while loading, or outside the desk.
 */
export const DeskRolesContext = createContext<readonly TeamRole[] | null>(null)

export function useDeskRoles(): readonly TeamRole[] | null {
  return useContext(DeskRolesContext)
}
