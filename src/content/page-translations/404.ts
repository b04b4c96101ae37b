import type { SpanishSeed } from './spanish-seed'

/** The page not found (404) in Spanish. */
export default {
  publish: true,
  texts: {
    'blocks.hero.title': '¡Uy! No encontramos la página',
    'blocks.hero.lead':
      'La página que buscaba no existe o cambió de dirección. Revise la dirección, use el menú de arriba o vuelva a empezar desde la página de inicio.',
    'blocks.hero.actions.0.label': 'Volver al inicio',
  },
} satisfies SpanishSeed
