import type { SpanishSeed } from './spanish-seed'

/** /training-programs in Spanish. */
export default {
  publish: true,
  texts: {
    'seo.title': 'Rutas de capacitación en IA | Alianza de IA de Idaho',
    'seo.description':
      'Cinco rutas de capacitación en IA, de una introducción de 1.5 a 2 horas a la certificación profesional: Talk, Create y Build with AI, y dos certificaciones.',
    'blocks.hero.title': 'Rutas de capacitación',
    'blocks.hero.lead':
      'Cinco rutas llevan a cada participante desde su primera conversación con un asistente de IA hasta crear herramientas de IA, dirigir proyectos de innovación y enseñar a otras personas.',
    'blocks.hero.actions.0.label': 'Empiece con Talk to AI',
    'blocks.hero.actions.1.label': 'Solicite capacitación',
    'blocks.pathways.title': 'Las cinco rutas',
    'blocks.pathways.paragraphs.0':
      'Cada ruta se basa en la anterior. Elija la que corresponda a su experiencia.',
    'blocks.pathway-cards.labels.level': 'Nivel',
    'blocks.pathway-cards.labels.duration': 'Duración',
    'blocks.pathway-cards.labels.prerequisites': 'Requisitos previos',
    'blocks.pathway-cards.labels.link': 'Acerca de {pathway}',
    'blocks.how-it-works.title': 'Cómo se imparte la capacitación',
    'blocks.how-it-works.paragraphs.0':
      'Los AI Coaches certificados imparten las rutas en persona en escuelas, universidades, cámaras de comercio y lugares de trabajo, y en línea para quienes no pueden desplazarse.',
    'blocks.how-it-works.paragraphs.1':
      'Las organizaciones pueden reservar una ruta para su propio personal o sus estudiantes. Cualquier persona puede inscribirse en las sesiones abiertas, incluidas las sesiones gratuitas de la Idaho AI Week.',
    'blocks.school-price.label': 'Capacitación en las instalaciones de una escuela',
    'blocks.cta.title': 'Lleve la capacitación a su organización',
    'blocks.cta.text':
      'Cuéntenos a quién quiere capacitar y le sugeriremos la ruta y el formato adecuados.',
    'blocks.cta.actions.0.label': 'Solicite capacitación',
    'blocks.cta.actions.1.label': 'Capacitación en las instalaciones de su organización',
  },
} satisfies SpanishSeed
