import { useEffect, useRef, useState, type FormEvent } from 'react'
import type { Language } from '@schemas/languages'
import { Button } from '@/components/ui/button'
import { ARRANGED_PAGES } from '@/content/arranged-pages'
import type { PageBlock, PageCopy, Pages } from '@/content/page-copy-schema'
import { seedPageCopy } from '@/content/page-copy-seed'
import { livePageRoutes, madePageProblems } from '@schemas/made-pages'
import { pagesAlsoShowing } from '@/content/shared-blocks'
import { blockFields, blockName } from '../lib/block-fields'
import { cleanPage, pageProblems, withValueAt, type Path } from '../lib/page-draft'
import { spanishPath, withKeptSpanish } from '../lib/spanish-texts'
import { AddBlock, BlockTools, type Arrange } from './block-arranger'
import { MadePageFields } from './made-page-fields'
import { PageField, TextField, type PageFieldContext } from './page-field'
import { SpanishFields } from './spanish-fields'
import { SpanishSummary, WordsLanguage } from './words-language'

/**
 * One page's words: its title and description for search engines, then each block in the order
 * the page shows them, every field editable in place. On a page its editors arrange
 * (ARRANGED_PAGES) blocks can also be added, moved, duplicated and removed. The same form shows
 * the page's Spanish instead (SpanishFields), so one save keeps both. A refused save keeps
 * everything as typed, puts each message beside its field (showing the language it is in) and
 * moves focus to the first.
 */
export function PageForm({
  route,
  page,
  pages = seedPageCopy,
  onSave,
  onChange,
  language: chosenLanguage,
  onLanguage,
}: {
  route: string
  page: PageCopy
  /**
   * Every page of the draft: links must lead to one, and a made page's address be free. Without
   * it, the site's own pages.
   */
  pages?: Pages
  onSave: (page: PageCopy) => Promise<boolean>
  /** The page as typed, for the preview. */
  onChange?: (page: PageCopy) => void
  /** Which words the form shows, when the list of pages chooses it too. */
  language?: Language
  onLanguage?: (language: Language) => void
}) {
  const [ownLanguage, setOwnLanguage] = useState<Language>('en')
  const language = chosenLanguage ?? ownLanguage
  const chooseLanguage = onLanguage ?? setOwnLanguage
  const [value, setValue] = useState<PageCopy>(page)
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [attempt, setAttempt] = useState(0)
  const [arranged, setArranged] = useState<{ said: string; focus?: Parameters<Arrange>[2] }>()
  const form = useRef<HTMLFormElement>(null)
  const idPrefix = `page${route.replace(/\//g, '-')}`
  // Pages the team made are arranged by them from the start.
  const arrangeable = ARRANGED_PAGES.has(route) || Boolean(page.made)
  const liveRoutes = livePageRoutes(pages)

  useEffect(() => {
    if (attempt === 0) return
    form.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-problem="true"]')
      ?.focus()
  }, [attempt])

  // After a block is added, moved or removed: focus where the change left the editor.
  useEffect(() => {
    const focus = arranged?.focus
    if (!focus) return
    const target =
      'block' in focus
        ? form.current?.querySelector<HTMLElement>(
            `[data-block-id="${focus.block}"] :is(input, textarea, select)`,
          )
        : document.getElementById(focus.element)
    target?.focus()
  }, [arranged])

  const change = (updated: PageCopy) => {
    setValue(updated)
    onChange?.(updated)
  }
  const set = (path: Path, next: unknown) => change(withValueAt(value, path, next))

  // Problems are keyed by a block's place, which arranging changes: they are shown again on save.
  const arrange: Arrange = (blocks: PageBlock[], said, focus) => {
    set(['blocks'], blocks)
    setProblems({})
    setArranged({ said, focus })
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const cleaned = withKeptSpanish(cleanPage(value))
    const checked = pageProblems(cleaned, liveRoutes, (typed) =>
      madePageProblems({ ...pages, [route]: typed })
        .filter((problem) => problem.path[0] === route)
        .map((problem) => ({ ...problem, path: problem.path.slice(1) })),
    )
    setProblems(checked.problems)
    if (!checked.value) {
      // Show the words the first refusal is about, English or Spanish.
      const [first = ''] = Object.keys(checked.problems)
      chooseLanguage(first.startsWith(spanishPath.join('.')) ? 'es' : 'en')
      setAttempt((count) => count + 1)
      return
    }
    await onSave(checked.value)
  }

  const count = Object.keys(problems).length
  const spanishCount = Object.keys(problems).filter((key) =>
    key.startsWith(spanishPath.join('.')),
  ).length
  const seoContext: PageFieldContext = { idPrefix, root: value, problems, set }
  return (
    <form
      ref={form}
      onSubmit={submit}
      aria-label={`Words of ${route}`}
      className="flex flex-col gap-4"
      noValidate
    >
      {count > 0 && (
        <p role="alert" className="text-destructive font-semibold">
          Not saved. {count === 1 ? 'One field needs' : `${count} fields need`} attention: the
          message is beside it.
          {spanishCount > 0 &&
            spanishCount < count &&
            ` ${spanishCount} of them ${spanishCount === 1 ? 'is' : 'are'} in the Spanish words.`}
        </p>
      )}
      <WordsLanguage idPrefix={idPrefix} language={language} onLanguage={chooseLanguage} />
      {language === 'es' ? (
        <SpanishFields page={value} idPrefix={idPrefix} problems={problems} onChange={change} />
      ) : (
        <>
          <SpanishSummary page={value} />
          <fieldset className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4">
            <legend className="px-1 text-lg font-semibold">Search engines</legend>
            <TextField
              context={seoContext}
              path={['seo', 'title']}
              label="Title in search results"
            />
            <TextField
              context={seoContext}
              path={['seo', 'description']}
              label="Description in search results"
              long
            />
          </fieldset>
          {value.made && (
            <MadePageFields
              context={seoContext}
              page={value}
              route={route}
              liveRoutes={[...liveRoutes]}
            />
          )}
          {value.blocks.map((block, index) => {
            const context: PageFieldContext = { ...seoContext, kind: block.kind }
            return (
              <fieldset
                key={block.id}
                data-block-id={block.id}
                className="flex flex-col gap-3 rounded-md border border-slate-300 bg-white p-4"
              >
                <legend className="px-1 text-lg font-semibold">{blockName(block)}</legend>
                {arrangeable && (
                  <BlockTools blocks={value.blocks} index={index} arrange={arrange} />
                )}
                <AlsoShownOn pages={pagesAlsoShowing(route, block)} />
                {blockFields(block.kind).map((spec) => (
                  <PageField
                    key={spec.key}
                    context={context}
                    path={['blocks', index, spec.key]}
                    spec={spec}
                  />
                ))}
              </fieldset>
            )
          })}
          {arrangeable && <AddBlock blocks={value.blocks} arrange={arrange} />}
          <p role="status" className="sr-only">
            {arranged?.said}
          </p>
          {value.blocks.length === 0 && (
            <p className="text-slate-700">
              This page’s other words are still written in the repository; its title and description
              are edited here.
            </p>
          )}
        </>
      )}
      <div>
        <Button type="submit">Save the page</Button>
      </div>
    </form>
  )
}

/** A list several pages share is edited on its owning page: the editor is told where else it shows. */
function AlsoShownOn({ pages }: { pages: readonly string[] }) {
  if (pages.length === 0) return null
  return <p className="text-sm text-slate-700">Also shown on {pages.join(' and ')}.</p>
}
