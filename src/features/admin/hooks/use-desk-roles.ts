import { createContext, useContext, useEffect, useState } from 'react'
import { getTeamRoles, type TeamRole } from '../api/team-roles'

/**
 * The signed-in member's roles, for the desk to show only what they can do. The database refuses
 * everything else anyway (docs/roles.md); this spares people buttons that can only fail.
 * Null while loading, or outside the desk.
 */
export const DeskRolesContext = createContext<readonly TeamRole[] | null>(null)

export function useDeskRoles(): readonly TeamRole[] | null {
  return useContext(DeskRolesContext)
}

/** True when the member is an administrator; false while the roles are loading. */
export function useIsAdministrator(): boolean {
  return useDeskRoles()?.includes('admin') ?? false
}

/** Loads the member's roles once `enabled` (after the desk's access check said yes). */
export function useTeamRoles(userId: string, enabled: boolean): readonly TeamRole[] | null {
  const [roles, setRoles] = useState<readonly TeamRole[] | null>(null)
  useEffect(() => {
    if (!enabled) return
    let current = true
    getTeamRoles(userId).then(
      (next) => current && setRoles(next),
      // Without the answer the desk shows no administration: the safe default.
      () => current && setRoles([]),
    )
    return () => {
      current = false
    }
  }, [userId, enabled])
  return roles
}
