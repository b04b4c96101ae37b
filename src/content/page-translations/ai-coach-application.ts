import type { SpanishSeed } from './spanish-seed'

/** /ai-coach-application in Spanish. */
export default {
  publish: true,
  texts: {
    'seo.title': 'Solicitud para ser AI Coach | Alianza de IA de Idaho',
    'seo.description':
      'Solicite ser AI Coach certificado en Idaho. Después: una entrevista por video de 30 minutos, referencias y antecedentes, y una decisión en 5 a 7 días hábiles.',
    'blocks.hero.eyebrow': 'Solicitud de AI Coach',
    'blocks.hero.title': 'Presente su solicitud para ser AI Coach',
    'blocks.hero.lead':
      'Súmese a las personas que enseñan a Idaho a usar la IA. Por ahora, la certificación se financia con subvenciones y es gratuita para los solicitantes aceptados, y no se requiere experiencia previa con IA.',
    'blocks.who-should-apply.title': 'A quiénes invitamos a presentar su solicitud',
    'blocks.who-should-apply.items.0': 'Maestros, profesores, capacitadores y asesores pedagógicos',
    'blocks.who-should-apply.items.1':
      'Dueños de negocios, gerentes y profesionales de recursos humanos y de TI que capacitan a otras personas',
    'blocks.who-should-apply.items.2':
      'Bibliotecarios y líderes comunitarios y del desarrollo de la fuerza laboral',
    'blocks.who-should-apply.items.3':
      'Personas que cambian de profesión y jubilados a quienes les gusta ayudar a otros a aprender',
    'blocks.who-should-apply.items.4':
      'Cualquier persona en Idaho que pueda dedicar de 15 a 20 horas por semana, durante 6 a 8 semanas, a la capacitación para la certificación',
    'blocks.who-should-apply.note':
      'No se requiere experiencia previa con IA. La selección incluye una verificación de antecedentes y de referencias.',
    'blocks.what-happens-next.title': 'Qué sucede después de presentar su solicitud',
    'blocks.what-happens-next.items.0.title': 'Presente su solicitud',
    'blocks.what-happens-next.items.0.description':
      'Complete el formulario a continuación. Debe llenar todos los campos marcados como obligatorios.',
    'blocks.what-happens-next.items.1.title': 'Entrevista por video de 30 minutos',
    'blocks.what-happens-next.items.1.description':
      'Si su solicitud se ajusta al programa, le invitamos a una entrevista por video de 30 minutos.',
    'blocks.what-happens-next.items.2.title': 'Verificación de referencias y antecedentes',
    'blocks.what-happens-next.items.2.description':
      'Comprobamos sus referencias y realizamos una verificación de antecedentes.',
    'blocks.what-happens-next.items.3.title': 'Decisión',
    'blocks.what-happens-next.items.3.description':
      'Recibirá nuestra decisión en un plazo de 5 a 7 días hábiles.',
    'blocks.what-happens-next.action.label': 'Lea primero todos los detalles del programa',
    'blocks.application-form.title': 'Su solicitud',
    'blocks.application-form.paragraphs.0':
      'Cuéntenos sobre usted, su disponibilidad y por qué quiere ser AI Coach. Cada una de las dos respuestas más largas necesita al menos 50 caracteres.',
  },
} satisfies SpanishSeed
