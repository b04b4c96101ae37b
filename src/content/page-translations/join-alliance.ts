import type { SpanishSeed } from './spanish-seed'

/** /join-alliance in Spanish. */
export default {
  publish: true,
  texts: {
    'seo.title': 'Únase a la Alianza | Alianza de IA de Idaho',
    'seo.description':
      'Inscriba a su escuela, empresa, cámara de comercio u organización en la Alianza de IA de Idaho y elija cómo participar: capacitación, concursos y más.',
    'blocks.hero.eyebrow': 'Únase a la Alianza',
    'blocks.hero.title': 'Únase a la Alianza de IA de Idaho',
    'blocks.hero.lead':
      'Escuelas, universidades, empresas, cámaras de comercio, juntas de desarrollo laboral, agencias y organizaciones sin fines de lucro de todo Idaho trabajan juntas para preparar a nuestra fuerza laboral para la IA. Inscriba a su organización y cuéntenos cómo le gustaría participar.',
    'blocks.why-join.title': 'Por qué unirse',
    'blocks.why-join.items.0':
      'Entérese antes que nadie de las capacitaciones, los concursos y los eventos en todo el estado',
    'blocks.why-join.items.1':
      'Conéctese con educadores, empleadores y líderes de todas las regiones de Idaho',
    'blocks.why-join.items.2':
      'Ayude a definir las prioridades de la capacitación que necesita la fuerza laboral de Idaho',
    'blocks.why-join.items.3':
      'Reciba apoyo para llevar capacitación en IA, concursos y eventos a su comunidad',
    'blocks.ways-to-take-part.title': 'Formas de participar',
    'blocks.ways-to-take-part.intro': 'En el formulario, elija todas las áreas que le interesen.',
    'blocks.ways-to-take-part.cards.0.title': 'Capacitación',
    'blocks.ways-to-take-part.cards.0.text':
      'Capacitación en IA para su personal, sus estudiantes o sus miembros.',
    'blocks.ways-to-take-part.cards.1.title': 'Concursos',
    'blocks.ways-to-take-part.cards.1.text':
      'Participe en un concurso de innovación en IA, organícelo o forme parte del jurado.',
    'blocks.ways-to-take-part.cards.2.title': 'Eventos',
    'blocks.ways-to-take-part.cards.2.text':
      'Organice eventos o asista a ellos durante la Idaho AI Week y el resto del año.',
    'blocks.ways-to-take-part.cards.3.title': 'Patrocinio',
    'blocks.ways-to-take-part.cards.3.text':
      'Apoye la iniciativa con fondos de contrapartida que multiplican su aporte.',
    'blocks.ways-to-take-part.cards.4.title': 'Ser capacitador',
    'blocks.ways-to-take-part.cards.4.text': 'Certifíquese como AI Coach en su región.',
    'blocks.registration-form.title': 'Indique su interés',
    'blocks.registration-form.text':
      'Solo toma unos minutos. El teléfono es opcional. Le escribiremos por correo electrónico sobre las áreas que elija.',
    'blocks.registration-form.note': '¿Prefiere hablar con nosotros primero?',
    'blocks.registration-form.actions.0.label': 'Comuníquese con nuestro equipo',
  },
} satisfies SpanishSeed
