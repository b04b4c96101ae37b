// mailparser ships no types and @types/mailparser is not installed; only what the inbox uses.
declare module 'mailparser' {
  import type { Readable } from 'node:stream'

  export interface EmailAddress {
    address?: string
    name: string
  }
  export interface AddressObject {
    value: EmailAddress[]
    text: string
    html: string
  }
  export interface ParsedMail {
    subject?: string
    from?: AddressObject
    to?: AddressObject | AddressObject[]
    cc?: AddressObject | AddressObject[]
    replyTo?: AddressObject
    date?: Date
    messageId?: string
    /** Every header, names lower-cased (mailparser's `headers` map). */
    headers: Map<string, unknown>
    /** Every header line as written (mailparser's `headerLines`): `key` lower-cased, `line` whole. */
    headerLines?: { key: string; line: string }[]
    text?: string
    html?: string | false
  }
  export function simpleParser(source: Readable | Buffer | string): Promise<ParsedMail>
}
