/**
 * Partner logos through @supabase/storage-js (supabase-js's `storage`), against the stack's
 * Storage API and the bucket and policies of migration 20251101060000_site_content.sql:
 * an editor in a trusted session uploads, replaces, lists and removes; anyone reads a logo at its
 * public URL without a key; anon and a reviewer cannot upload; the bucket refuses SVG (even one
 * carrying script), any type but PNG, JPEG and WebP, and files over its 1 MB limit, as hosted does.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedInUser, withTwoFactor } from '../../tests/support/auth-sessions'
import { makePngLogo, makeSvgWithScript, type TestImage } from '../../tests/support/factories'
import { connectStackDb } from '../../tests/support/stack-db'
import { getTestStack, type TestStack } from '../../tests/support/test-stack'

const BUCKET = 'partner-logos'
let stack: TestStack
let db: pg.Client
let anon: SupabaseClient
let reviewer: SupabaseClient
let editor: SupabaseClient
const people: string[] = []
const uploaded: string[] = []

async function withRole(role: 'editor' | 'reviewer') {
  const person = await signedInUser(stack)
  people.push(person.id)
  await db.query('insert into public.user_roles (user_id, role) values ($1, $2)', [person.id, role])
  return withTwoFactor(person.supabase)
}

function upload(client: SupabaseClient, image: TestImage, path = image.name) {
  return client.storage
    .from(BUCKET)
    .upload(path, new Blob([new Uint8Array(image.bytes)], { type: image.type }))
}

beforeAll(async () => {
  stack = await getTestStack()
  db = await connectStackDb(stack, { asSuperuser: true })
  anon = createClient(stack.apiUrl, stack.anonKey, { auth: { persistSession: false } })
  reviewer = await withRole('reviewer')
  editor = await withRole('editor')
})

afterAll(async () => {
  if (uploaded.length) await editor?.storage.from(BUCKET).remove(uploaded)
  for (const id of people) {
    await db.query('delete from public.user_roles where user_id = $1', [id])
    await db.query('delete from auth.users where id = $1', [id])
  }
  await db?.end()
})

describe('an editor keeps the partner logos', () => {
  it('an editor uploads a PNG and anyone reads it at its public URL without a key', async () => {
    const logo = makePngLogo()
    const { data, error } = await upload(editor, logo)
    expect(error).toBeNull()
    uploaded.push(logo.name)
    expect(data).toMatchObject({ path: logo.name, fullPath: `${BUCKET}/${logo.name}` })

    const { publicUrl } = editor.storage.from(BUCKET).getPublicUrl(logo.name).data
    expect(publicUrl).toBe(`${stack.apiUrl}/storage/v1/object/public/${BUCKET}/${logo.name}`)
    const response = await fetch(publicUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await response.arrayBuffer()).equals(logo.bytes)).toBe(true)
  })

  it('an editor downloads, lists, replaces with x-upsert and removes a logo', async () => {
    const logo = makePngLogo({ name: `replace-${crypto.randomUUID().slice(0, 8)}.png` })
    expect((await upload(editor, logo)).error).toBeNull()

    const again = await upload(editor, makePngLogo(), logo.name)
    expect(again.error).toMatchObject({ statusCode: '409' })
    const wider = makePngLogo({ width: 16 })
    const replaced = await editor.storage
      .from(BUCKET)
      .upload(logo.name, new Blob([new Uint8Array(wider.bytes)], { type: 'image/png' }), {
        upsert: true,
      })
    expect(replaced.error).toBeNull()

    const downloaded = await editor.storage.from(BUCKET).download(logo.name)
    expect(downloaded.error).toBeNull()
    expect(Buffer.from(await downloaded.data!.arrayBuffer()).equals(wider.bytes)).toBe(true)

    const listed = await editor.storage.from(BUCKET).list('', { search: 'replace-' })
    expect(listed.error).toBeNull()
    expect(listed.data?.map((entry) => entry.name)).toContain(logo.name)

    const removed = await editor.storage.from(BUCKET).remove([logo.name])
    expect(removed.error).toBeNull()
    expect(removed.data?.map((entry) => entry.name)).toEqual([logo.name])
    const gone = await fetch(editor.storage.from(BUCKET).getPublicUrl(logo.name).data.publicUrl)
    expect(gone.status).toBe(400)
    expect(await gone.json()).toMatchObject({ statusCode: '404', error: 'not_found' })
  })
})

describe('who may not write the bucket', () => {
  it('anon cannot upload a logo (the row-level security policy refuses it)', async () => {
    const { error } = await upload(anon, makePngLogo())
    expect(error).toMatchObject({ statusCode: '403' })
    expect(error?.message).toMatch(/row-level security/)
  })

  it('a reviewer cannot upload a logo', async () => {
    const { error } = await upload(reviewer, makePngLogo())
    expect(error).toMatchObject({ statusCode: '403' })
  })

  it('an editor outside a trusted session cannot upload a logo', async () => {
    const person = await signedInUser(stack)
    people.push(person.id)
    await db.query("insert into public.user_roles (user_id, role) values ($1, 'editor')", [
      person.id,
    ])
    const { error } = await upload(person.supabase, makePngLogo())
    expect(error).toMatchObject({ statusCode: '403' })
  })

  it('a reviewer and anon can neither list nor remove an editor’s logo', async () => {
    const logo = makePngLogo()
    expect((await upload(editor, logo)).error).toBeNull()
    uploaded.push(logo.name)
    for (const client of [reviewer, anon]) {
      expect((await client.storage.from(BUCKET).list()).data).toEqual([])
      expect((await client.storage.from(BUCKET).remove([logo.name])).data).toEqual([])
    }
    expect(
      (await fetch(editor.storage.from(BUCKET).getPublicUrl(logo.name).data.publicUrl)).status,
    ).toBe(200)
  })
})

describe('what the bucket refuses, as hosted enforces its limits', () => {
  it('an SVG carrying script is refused', async () => {
    const { error } = await upload(editor, makeSvgWithScript())
    expect(error).toMatchObject({ statusCode: '415' })
    expect(error?.message).toBe('mime type image/svg+xml is not supported')
  })

  it('a file of another type is refused', async () => {
    const html: TestImage = {
      ...makePngLogo(),
      name: 'page.html',
      type: 'text/html',
      bytes: Buffer.from('<p>hi</p>'),
    }
    const { error } = await upload(editor, html)
    expect(error).toMatchObject({ statusCode: '415' })
    expect(error?.message).toBe('mime type text/html is not supported')
  })

  it('a logo over the bucket’s 1 MB limit is refused', async () => {
    const { error } = await upload(editor, makePngLogo({ padToBytes: 1024 * 1024 + 1 }))
    expect(error).toMatchObject({ statusCode: '413' })
    expect(error?.message).toBe('The object exceeded the maximum allowed size')
  })

  it('a logo of exactly the limit is accepted', async () => {
    const logo = makePngLogo({ padToBytes: 1024 * 1024 })
    expect(logo.bytes.length).toBe(1024 * 1024)
    expect((await upload(editor, logo)).error).toBeNull()
    uploaded.push(logo.name)
  })
})
