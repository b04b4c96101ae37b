import { existsSync, readFileSync } from 'node:fs'

export type TomlValue = string | number | boolean | TomlValue[]
export type TomlTables = Map<string, Record<string, TomlValue>>

function parseValue(raw: string): TomlValue | undefined {
  const value = raw.trim()
  if (value === 'true') return true
  if (value === 'false') return false
  if (/^[+-]?\d+$/.test(value)) return Number(value)
  const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(value) ?? /^'([^']*)'$/.exec(value)
  if (quoted) return quoted[1]!.replace(/\\(["\\])/g, '$1')
  if (value.startsWith('[') && value.endsWith(']')) {
    const inner = value.slice(1, -1).trim()
    if (inner === '') return []
    const items = inner.split(',').map((item) => parseValue(item))
    return items.filter((item): item is TomlValue => item !== undefined)
  }
  return undefined
}

function stripComment(line: string): string {
  let quote: string | null = null
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!
    if (quote) {
      if (char === quote && line[i - 1] !== '\\') quote = null
    } else if (char === '"' || char === "'") quote = char
    else if (char === '#') return line.slice(0, i)
  }
  return line
}

/**
 * Reads the flat `key = value` tables of supabase/config.toml (the subset the local stack needs:
 * `[auth]`, `[functions.<name>]`). Multi-line arrays and inline tables are skipped, not misread.
 */
export function parseToml(text: string): TomlTables {
  const tables: TomlTables = new Map([['', {}]])
  let current = tables.get('')!
  for (const rawLine of text.split(/\r?\n/)) {
    const line = stripComment(rawLine).trim()
    if (line === '') continue
    const header = /^\[([^[\]]+)\]$/.exec(line)
    if (header) {
      const name = header[1]!
        .split('.')
        .map((part) => part.trim().replace(/^"(.*)"$/, '$1'))
        .join('.')
      current = tables.get(name) ?? {}
      tables.set(name, current)
      continue
    }
    const pair = /^([A-Za-z0-9_-]+)\s*=\s*(.+)$/.exec(line)
    if (!pair) continue
    const value = parseValue(pair[2]!)
    if (value !== undefined) current[pair[1]!] = value
  }
  return tables
}

export function readToml(file: string): TomlTables {
  return existsSync(file) ? parseToml(readFileSync(file, 'utf8')) : new Map()
}
