/**
 * Netlify's `_redirects` file, as far as the site uses it (the prerender writes it): one rule a line,
 * `<path> [name=value …] <target> [status][!]`.
 * - Query-parameter conditions: the rule applies only when the request has every named parameter
 *   with that value (`name=:placeholder` takes any value); other parameters do not stop it
 *   (https://docs.netlify.com/routing/redirects/redirect-options/#query-parameters).
 * - Status 200 is a rewrite: the target's file is served while the address (and its query string)
 *   stays; 301/302 answer with a Location, keeping the query string; without a status, 301.
 * - Shadowing: a rule does not apply when the path is itself a file, unless forced with `!`
 *   (https://docs.netlify.com/routing/redirects/rewrites-proxies/#shadowing).
 * - The first matching rule wins (https://docs.netlify.com/routing/redirects/#rule-processing-order).
 * Splats, placeholders in paths, proxying and country/language/role conditions are not imitated:
 * the site writes none.
 */
export type RedirectRule = {
  from: string
  query: readonly [name: string, value: string][]
  to: string
  status: number
  force: boolean
}

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = []
  for (const line of text.split(/\r?\n/)) {
    const tokens = line.trim().split(/\s+/)
    const from = tokens[0]
    if (!from || from.startsWith('#')) continue
    const query: [string, string][] = []
    let index = 1
    for (; index < tokens.length && tokens[index]!.includes('='); index++) {
      const token = tokens[index]!
      const at = token.indexOf('=')
      query.push([token.slice(0, at), token.slice(at + 1)])
    }
    const to = tokens[index]
    if (!to) continue
    const statusToken = tokens[index + 1] ?? '301'
    const status = Number.parseInt(statusToken, 10)
    rules.push({
      from,
      query,
      to,
      status: Number.isNaN(status) ? 301 : status,
      force: statusToken.endsWith('!'),
    })
  }
  return rules
}

function samePath(rulePath: string, requestPath: string): boolean {
  const trim = (value: string) => (value.length > 1 ? value.replace(/\/+$/, '') : value)
  return trim(rulePath) === trim(requestPath)
}

/** The first rule that applies to the request, or null. `isFile`: the path itself is a file. */
export function matchRedirect(
  rules: readonly RedirectRule[],
  url: URL,
  isFile: boolean,
): RedirectRule | null {
  for (const rule of rules) {
    if (!samePath(rule.from, url.pathname)) continue
    if (isFile && !rule.force) continue
    const matches = rule.query.every(([name, value]) => {
      const actual = url.searchParams.get(name)
      return actual !== null && (value.startsWith(':') || actual === value)
    })
    if (matches) return rule
  }
  return null
}
