import assert from 'node:assert/strict'

/**
 * nodemailer is loaded only on the SMTP path (mail.ts's loadNodemailer): no function's code
 * imports it at module load, so the Resend path and every function's boot never touch it.
 */
const functionsDir = new URL('../', import.meta.url)

async function sourceFiles(dir: URL): Promise<URL[]> {
  const files: URL[] = []
  for await (const entry of Deno.readDir(dir)) {
    const url = new URL(entry.name + (entry.isDirectory ? '/' : ''), dir)
    if (entry.isDirectory) files.push(...(await sourceFiles(url)))
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) files.push(url)
  }
  return files
}

Deno.test(
  'no function imports nodemailer at module load (only a type import and one dynamic import)',
  async () => {
    const files = await sourceFiles(functionsDir)
    assert.ok(files.length > 5)
    const staticImport = /^\s*import\s+(?!type\b)[^;]*?from\s+['"](npm:)?nodemailer(@[^'"]*)?['"]/m
    const bareImport = /^\s*import\s+['"](npm:)?nodemailer/m
    const offenders: string[] = []
    let dynamicImports = 0
    for (const file of files) {
      const text = await Deno.readTextFile(file)
      if (staticImport.test(text) || bareImport.test(text)) offenders.push(file.pathname)
      dynamicImports += (text.match(/import\(\s*['"]nodemailer['"]\s*\)/g) ?? []).length
    }
    assert.deepEqual(offenders, [])
    assert.equal(dynamicImports, 1)
  },
)
