import type { SpanishSeed } from './spanish-seed'

/** /contact in Spanish. */
export default {
  publish: true,
  texts: {
    'seo.title': 'Contáctenos | Alianza de IA de Idaho',
    'seo.description':
      'Comuníquese con la Alianza de IA de Idaho sobre capacitación, colaboraciones, eventos o cómo ser AI Coach. Respondemos en 1 o 2 días hábiles.',
    'blocks.hero.eyebrow': 'Contacto',
    'blocks.hero.title': 'Contáctenos',
    'blocks.hero.lead':
      '¿Tiene preguntas sobre la capacitación, las colaboraciones, cómo ser AI Coach o nuestros eventos? Envíenos un mensaje y le responderemos en 1 o 2 días hábiles.',
    'blocks.contact-form.title': 'Envíenos un mensaje',
    'blocks.contact-form.paragraphs.0':
      'Elija el asunto que mejor corresponda para que su mensaje llegue a la persona indicada.',
    'blocks.other-ways.title': 'Otras formas de comunicarse con nosotros',
    'blocks.other-ways.items.0': 'Correo electrónico',
    'blocks.other-ways.items.1': 'Teléfono',
    'blocks.office-hours.title': 'Horario de atención',
    'blocks.office-hours.paragraphs.0':
      'De lunes a viernes, de 8:00 a.m. a 5:00 p.m., hora de la montaña. Cerrado los fines de semana.',
    'blocks.office-hours.paragraphs.1': 'Respondemos los mensajes en 1 o 2 días hábiles.',
    'blocks.looking-for.title': '¿Busca otra cosa?',
    'blocks.looking-for.links.0.label': 'Solicite ser AI Coach',
    'blocks.looking-for.links.1.label': 'Únase a la Alianza de IA de Idaho',
    'blocks.looking-for.links.2.label': 'Oportunidades de colaboración',
  },
} satisfies SpanishSeed
