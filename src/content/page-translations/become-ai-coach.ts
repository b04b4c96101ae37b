import type { SpanishSeed } from './spanish-seed'

/** /become-ai-coach in Spanish. */
export default {
  publish: true,
  texts: {
    'seo.title': 'Conviértase en AI Coach | Alianza de IA de Idaho',
    'seo.description':
      'Guía para ser AI Coach certificado en Idaho: para quién es este trabajo, en qué consiste la capacitación y cómo empezar su solicitud.',
    'blocks.hero.eyebrow': 'Conviértase en AI Coach',
    'blocks.hero.title': 'Conviértase en AI Coach de Idaho',
    'blocks.hero.lead':
      'Ayude a sus vecinos, estudiantes y compañeros de trabajo a aprender a usar la IA con confianza. Esta guía explica qué hacen los AI Coaches, a quiénes buscamos y cómo presentar su solicitud.',
    'blocks.hero.actions.0.label': 'Comience su solicitud',
    'blocks.hero.actions.1.label': 'Detalles del programa y remuneración',
    'blocks.what-coaches-do.title': 'Qué hace un AI Coach',
    'blocks.what-coaches-do.intro':
      'Los AI Coaches son capacitadores certificados que enseñan habilidades prácticas de IA en persona, en su propia zona de Idaho.',
    'blocks.what-coaches-do.cards.0.title': 'Imparta talleres prácticos',
    'blocks.what-coaches-do.cards.0.text':
      'Dirija los programas Talk to AI, Create with AI y Build with AI en escuelas, universidades, cámaras de comercio y empresas.',
    'blocks.what-coaches-do.cards.1.title': 'Acompañe a las personas mientras aprenden',
    'blocks.what-coaches-do.cards.1.text':
      'Responda preguntas, ayude a los principiantes a superar los primeros obstáculos y muestre cómo encaja la IA en el trabajo de cada persona.',
    'blocks.what-coaches-do.cards.2.title': 'Fortalezca su comunidad',
    'blocks.what-coaches-do.cards.2.text':
      'Ayude a los empleadores locales a mejorar las habilidades de sus equipos y a los estudiantes a prepararse para empleos en los que la IA forma parte del trabajo.',
    'blocks.why-become-a-coach.title': 'Por qué ser AI Coach',
    'blocks.why-become-a-coach.items.0':
      'Certificación gratuita: por ahora, la capacitación se financia con subvenciones y es gratuita para los solicitantes aceptados.',
    'blocks.why-become-a-coach.items.1':
      'Trabajo remunerado: modalidades de medio tiempo, tiempo completo y por contrato, con ingresos de $2,000 a $4,000 al mes a medio tiempo.',
    'blocks.why-become-a-coach.items.2':
      'Horario flexible: muchos AI Coaches empiezan a medio tiempo sin dejar su carrera en la enseñanza o en los negocios.',
    'blocks.why-become-a-coach.items.3':
      'Una red de apoyo: seminarios web mensuales y una comunidad de AI Coaches en todo el estado.',
    'blocks.why-become-a-coach.items.4':
      'Un trabajo con sentido: para 2030, casi el 40% de las habilidades laborales estarán influidas por la IA, y los trabajadores de Idaho necesitan capacitadores cerca de casa.',
    'blocks.who-we-are-looking-for.title': 'A quiénes buscamos',
    'blocks.who-we-are-looking-for.intro':
      'Maestros, capacitadores, bibliotecarios, dueños de negocios, personal de recursos humanos y de TI, jubilados y personas que cambian de profesión: gente a la que le gusta ayudar a otros a aprender. No se requiere experiencia previa con IA.',
    'blocks.who-we-are-looking-for.items.0':
      'Experiencia en enseñanza, capacitación, acompañamiento o presentaciones en cualquier ámbito',
    'blocks.who-we-are-looking-for.items.1':
      'Soltura con la tecnología y disposición para aprender herramientas nuevas',
    'blocks.who-we-are-looking-for.items.2':
      'Tiempo para la capacitación de certificación: de 15 a 20 horas por semana durante 6 a 8 semanas',
    'blocks.who-we-are-looking-for.items.3':
      'Disposición para someterse a una verificación de antecedentes y de referencias',
    'blocks.how-to-become-a-coach.title': 'Cómo ser AI Coach',
    'blocks.how-to-become-a-coach.intro':
      'Las solicitudes se reciben de forma continua. La revisión toma de 1 a 2 semanas.',
    'blocks.how-to-become-a-coach.items.0.title': 'Presente su solicitud en línea',
    'blocks.how-to-become-a-coach.items.0.description':
      'Cuéntenos sobre su trayectoria, su disponibilidad y por qué quiere ser AI Coach.',
    'blocks.how-to-become-a-coach.items.1.title': 'Entrevista',
    'blocks.how-to-become-a-coach.items.1.description':
      'Conozca a nuestro equipo en una entrevista por video de 30 minutos.',
    'blocks.how-to-become-a-coach.items.2.title': 'Antecedentes y referencias',
    'blocks.how-to-become-a-coach.items.2.description':
      'Realizamos una verificación de antecedentes y comprobamos sus referencias.',
    'blocks.how-to-become-a-coach.items.3.title': 'Capacítese y certifíquese',
    'blocks.how-to-become-a-coach.items.3.description':
      'De 6 a 8 semanas de capacitación para la certificación, 3 talleres de práctica con comentarios y un taller de práctica supervisada de 8 a 16 horas.',
    'blocks.how-to-become-a-coach.items.4.title': 'Empiece a trabajar como AI Coach',
    'blocks.how-to-become-a-coach.items.4.description':
      'Trabaje con 1 o 2 organizaciones asociadas durante los meses 1 a 3 y, a partir del mes 4, forme su propia cartera de clientes.',
    'blocks.how-to-become-a-coach.action.label': 'Comience su solicitud',
    'blocks.closing.title': 'Su comunidad necesita un AI Coach. Podría ser usted.',
    'blocks.closing.text':
      'Para presentar su solicitud basta con llenar un formulario. Si antes tiene preguntas, lea todos los detalles del programa o escríbanos.',
    'blocks.closing.actions.0.label': 'Comience su solicitud',
    'blocks.closing.actions.1.label': 'Lea todos los detalles del programa',
    'blocks.closing.actions.2.label': 'Pregúntenos cómo ser AI Coach',
  },
} satisfies SpanishSeed
