import type { SpanishSeed } from './spanish-seed'

/** /programs in Spanish. */
export default {
  publish: true,
  texts: {
    'seo.title': 'Programas | Alianza de IA de Idaho',
    'seo.description':
      'Cuatro áreas de programas: rutas de capacitación, concursos y desafíos de innovación, eventos en todo Idaho y una plataforma tecnológica que mide el impacto.',
    'blocks.hero.title': 'Programas',
    'blocks.hero.lead':
      'Cuatro áreas de programas funcionan en conjunto: las personas aprenden en las rutas de capacitación, ponen en práctica lo aprendido en concursos y eventos, y la plataforma tecnológica le da seguimiento a todo.',
    'blocks.hero.actions.0.label': 'Acceda a la capacitación',
    'blocks.hero.actions.1.label': 'Participe en un concurso',
    'blocks.areas.title': 'Cuatro áreas de programas',
    'blocks.areas.intro': 'Cada área tiene su propia página con todos los detalles.',
    'blocks.areas.cards.0.title': 'Rutas de capacitación',
    'blocks.areas.cards.0.text':
      'Cinco rutas, desde una breve introducción hasta la certificación profesional.',
    'blocks.areas.cards.0.link.label': 'Explore las rutas de capacitación',
    'blocks.areas.cards.1.title': 'Concursos',
    'blocks.areas.cards.1.text':
      'Cuatro concursos que convierten las nuevas habilidades en proyectos evaluados por personas de las escuelas y la industria de Idaho.',
    'blocks.areas.cards.1.link.label': 'Vea los concursos y desafíos de innovación',
    'blocks.areas.cards.2.title': 'Eventos en todo el estado',
    'blocks.areas.cards.2.text':
      'Eventos que reúnen a estudiantes, empleadores y comunidades en todo Idaho.',
    'blocks.areas.cards.2.link.label': 'Vea los eventos en todo el estado',
    'blocks.areas.cards.3.title': 'Plataforma tecnológica',
    'blocks.areas.cards.3.text':
      'Tres herramientas para organizar concursos, seguir el avance de la capacitación y gestionar eventos.',
    'blocks.areas.cards.3.link.label': 'Explore la plataforma tecnológica',
    'blocks.cta.title': '¿No sabe por dónde empezar?',
    'blocks.cta.text':
      'La mayoría de las personas empieza con Talk to AI. Las organizaciones pueden pedirnos que llevemos la capacitación a sus instalaciones.',
    'blocks.cta.actions.0.label': 'Empiece con Talk to AI',
    'blocks.cta.actions.1.label': 'Capacitación en las instalaciones de su organización',
  },
} satisfies SpanishSeed
