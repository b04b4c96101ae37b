import { type Option, requiredLongText } from './fields.ts'

/*
 * The coach application's parts that coach-application.ts's description uses: its lists of
 * choices (the stored values and the labels people read, in English, what the desk, the e-mails
 * and the CSV show, and beside each its Spanish, `es`), its groups and its shared rules.
 */

export const LONG_ANSWER_MIN = 50
export const LONG_ANSWER_MAX = 1000

/**
 * The Idaho Department of Labor's six regions, which cover every county of the state once (the
 * spec's five left out the Magic Valley: Twin Falls fitted none). The field's hint names towns
 * whose region people may not know.
 */
export const regions = [
  'north',
  'north-central',
  'southwestern',
  'south-central',
  'southeastern',
  'eastern',
] as const

export const regionOptions = [
  { value: 'north', label: 'North Idaho (Panhandle)', es: 'Norte de Idaho (Panhandle)' },
  { value: 'north-central', label: 'North Central Idaho', es: 'Centro-norte de Idaho' },
  { value: 'southwestern', label: 'Southwestern Idaho', es: 'Suroeste de Idaho' },
  { value: 'south-central', label: 'South Central Idaho', es: 'Centro-sur de Idaho' },
  { value: 'southeastern', label: 'Southeastern Idaho', es: 'Sureste de Idaho' },
  { value: 'eastern', label: 'Eastern Idaho', es: 'Este de Idaho' },
] as const satisfies readonly Option<(typeof regions)[number]>[]

/**
 * The earlier list's two values that are no longer offered, as applications stored before the
 * change hold them (southwestern, southeastern and eastern kept their name and meaning). Neither
 * fits one of the six regions ('northern' is North or North Central, 'central' spans three), so
 * they are shown as chosen, never rewritten; the database's CHECK still accepts them.
 */
export const earlierRegionOptions = [
  { value: 'northern', label: 'Northern Idaho (earlier list)' },
  { value: 'central', label: 'Central Idaho (earlier list)' },
] as const satisfies readonly Option[]

export const availabilities = ['part-time', 'full-time', 'flexible'] as const
export const technicalComfortLevels = ['beginner', 'intermediate', 'advanced'] as const

export const availabilityOptions = [
  {
    value: 'part-time',
    label: 'Part-time (10-20 hrs/week)',
    es: 'Medio tiempo (10-20 horas por semana)',
  },
  {
    value: 'full-time',
    label: 'Full-time (40 hrs/week)',
    es: 'Tiempo completo (40 horas por semana)',
  },
  { value: 'flexible', label: 'Flexible', es: 'Flexible' },
] as const satisfies readonly Option<(typeof availabilities)[number]>[]

export const technicalComfortOptions = [
  { value: 'beginner', label: 'Beginner', es: 'Principiante' },
  { value: 'intermediate', label: 'Intermediate', es: 'Intermedio' },
  { value: 'advanced', label: 'Advanced', es: 'Avanzado' },
] as const satisfies readonly Option<(typeof technicalComfortLevels)[number]>[]

export const TEACHING_EXPERIENCE_REQUIRED = {
  en: 'Please say whether you have teaching or training experience',
  es: 'Indique si tiene experiencia en enseñanza o capacitación',
}

export function longAnswer() {
  return requiredLongText(LONG_ANSWER_MIN, LONG_ANSWER_MAX, {
    tooShort: {
      en: 'Please provide at least 50 characters',
      es: 'Escriba al menos 50 caracteres',
    },
    tooLong: {
      en: 'Response must be less than 1000 characters',
      es: 'La respuesta debe tener menos de 1000 caracteres',
    },
  })
}

/** The form's groups in Spanish (a field's `section` is its group's legend). */
export const sections = {
  about: { en: 'About you', es: 'Sus datos' },
  background: { en: 'Your background', es: 'Su trayectoria' },
  answers: { en: 'Your answers', es: 'Sus respuestas' },
} as const
