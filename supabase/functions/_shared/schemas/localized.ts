import type { z } from 'zod'
import { type Language, sourceLanguage } from './languages.ts'

/*
 * A form's words in every language, beside each other in the form's description: a message is
 * `{ en, es }`, and a field schema is built once per language from those words (inLanguages), so
 * each language's schema says its own messages and records its own rules (`data-rules`). The
 * English schema is the one a description holds: the edge functions, the desk and the e-mails to
 * reviewers read it unchanged; the browser form asks for the page's language (inLanguage).
 * Relative `.ts` imports only: Deno reads this file too.
 */

/** One text in every language the site speaks. */
export type Words = { readonly [L in Language]: string }

type Build<S extends z.ZodType> = (language: Language) => S

const builders = new WeakMap<z.ZodType, Build<z.ZodType>>()
const built = new WeakMap<z.ZodType, Map<Language, z.ZodType>>()

/**
 * A schema written once for every language: `build` receives the language and picks its words.
 * Returns the English schema, which remembers how to build the others.
 */
export function inLanguages<S extends z.ZodType>(build: Build<S>): S {
  const source = build(sourceLanguage)
  builders.set(source, build)
  return source
}

/**
 * A schema in a language: the one its `inLanguages` builds for it (built once, then kept), or
 * the schema itself when it was not written per language (it has no words of its own).
 */
export function inLanguage<S extends z.ZodType>(schema: S, language: Language): S {
  const build = builders.get(schema)
  if (!build || language === sourceLanguage) return schema
  const cache = built.get(schema) ?? new Map<Language, z.ZodType>()
  built.set(schema, cache)
  const existing = cache.get(language)
  if (existing) return existing as S
  const made = build(language) as S
  cache.set(language, made)
  return made
}
