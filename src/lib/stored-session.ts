/**
 * supabase-js keeps a signed-in session under `sb-<project>-auth-token`. Reading the key's
 * presence (never its content) tells a public page whether someone is signed in without loading
 * supabase-js: the header's account link and the boot script (which starts the app after load for
 * someone signed in, so the link back to the desk appears without an interaction) share it.
 */
export function hasStoredSession(storage: Storage | undefined = globalThis.localStorage): boolean {
  try {
    if (!storage) return false
    for (let i = 0; i < storage.length; i++) {
      if (/^sb-.+-auth-token$/.test(storage.key(i) ?? '')) return true
    }
  } catch {
    // Storage blocked: treat as signed out.
  }
  return false
}
