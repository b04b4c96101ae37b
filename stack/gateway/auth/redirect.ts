/**
 * Where a link in an auth e-mail may send the person: GoTrue's IsRedirectURLValid. The site itself
 * (same scheme and host; any port on a loopback host), loopback addresses, or a pattern of
 * `additional_redirect_urls` (globs: `*` within a host label or path segment, `**` across them).
 * Anything else falls back to `site_url`.
 */
function globToRegExp(pattern: string): RegExp {
  let source = ''
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!
    if (char === '*') {
      if (pattern[i + 1] === '*') {
        source += '.*'
        i++
      } else source += '[^./]*'
    } else if (char === '?') source += '[^./]'
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${source}$`)
}

const isLoopbackHost = (host: string) =>
  host === 'localhost' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host)

/**
 * Go's url.Parse refuses a URL holding an ASCII control character (net/url
 * `stringContainsCTLByte`: below 0x20, or 0x7f), so GoTrue's IsRedirectURLValid is false for it
 * (supabase/auth@bc32168e internal/utilities/request.go:99-104). WHATWG's parser, which Node's URL
 * is, silently drops tabs and line breaks instead: without this check a `redirect_to` carrying
 * CR/LF would pass and reach the e-mail as it was sent.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/

export function isRedirectAllowed(redirectTo: string, siteUrl: string, allowList: string[]) {
  if (!redirectTo || CONTROL_CHARACTER.test(redirectTo)) return false
  let base: URL
  let target: URL
  try {
    base = new URL(siteUrl)
    target = new URL(redirectTo)
  } catch {
    return false
  }
  if (
    base.hostname === target.hostname &&
    base.protocol === target.protocol &&
    (base.port === target.port || isLoopbackHost(target.hostname))
  ) {
    return true
  }
  if (/^\d+$/.test(target.hostname)) return false
  if (/^[\d.]+$/.test(target.hostname) || target.hostname.startsWith('[')) {
    return isLoopbackHost(target.hostname)
  }
  const withoutFragment = redirectTo.split('#')[0]!
  return allowList.some((pattern) => globToRegExp(pattern).test(withoutFragment))
}

/** The `redirect_to` to use: the requested one when allowed, else the site URL. */
export function chooseRedirect(requested: unknown, siteUrl: string, allowList: string[]): string {
  return typeof requested === 'string' && isRedirectAllowed(requested, siteUrl, allowList)
    ? requested
    : siteUrl
}
