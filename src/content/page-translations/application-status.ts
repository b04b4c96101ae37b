import type { SpanishSeed } from './spanish-seed'

/** /application-status in Spanish. */
export default {
  publish: true,
  texts: {
    'seo.title': 'Consulte el estado de su solicitud | Alianza de IA de Idaho',
    'seo.description':
      'Ingrese su número de referencia y su correo electrónico para ver en qué etapa está su solicitud de AI Coach, su mensaje o su inscripción, y qué sigue.',
    'blocks.hero.eyebrow': 'Su solicitud',
    'blocks.hero.title': 'Consulte en qué etapa está su solicitud',
    'blocks.hero.lead':
      'Ingrese el número de referencia que aparece en su correo de confirmación y el correo electrónico que usó. Le mostraremos la etapa en la que está, cuándo cambió y qué sigue.',
    'blocks.status-lookup.title': 'Consulte su número de referencia',
    'blocks.stages.items.0.title': 'Recibido',
    'blocks.stages.items.0.description':
      'Su envío está en nuestra lista de pendientes. Una persona de nuestro equipo lo abrirá pronto, por lo general en 1 o 2 días hábiles.',
    'blocks.stages.items.1.title': 'En revisión',
    'blocks.stages.items.1.description':
      'Una persona de nuestro equipo lo está leyendo. Le escribiremos al correo electrónico que usó cuando haya novedades; usted no necesita hacer nada.',
    'blocks.stages.items.2.title': 'Entrevista',
    'blocks.stages.items.2.description':
      'Nos gustaría reunirnos con usted en una entrevista por video de 30 minutos. Busque nuestra invitación en su correo electrónico y responda con dos o tres horarios que le convengan.',
    'blocks.stages.items.3.title': 'Decisión tomada',
    'blocks.stages.items.3.description':
      'Ya tomamos una decisión sobre su solicitud y se la enviamos a su correo electrónico. Si no le ha llegado, revise su carpeta de correo no deseado o comuníquese con nosotros.',
    'blocks.stages.items.4.title': 'Respondido',
    'blocks.stages.items.4.description':
      'Le respondimos por correo electrónico. Si necesita algo más, responda a ese correo o envíenos un mensaje nuevo.',
    'blocks.not-found.title': 'No encontramos ese número de referencia con ese correo electrónico',
    'blocks.not-found.paragraphs.0':
      'Compare ambos datos con su correo de confirmación e inténtelo de nuevo. Si aún no lo encuentra, comuníquese con nosotros e indique su número de referencia.',
    'blocks.not-found.more.label': 'Contáctenos',
    'blocks.throttled.title': 'Demasiados intentos',
    'blocks.throttled.paragraphs.0':
      'Para proteger a los solicitantes, las consultas se suspenden por un tiempo después de varios intentos que no coinciden. Inténtelo de nuevo en una hora, o comuníquese con nosotros e indique su número de referencia.',
    'blocks.failed.title': 'No pudimos hacer la consulta en este momento',
    'blocks.failed.paragraphs.0':
      'No pudimos conectarnos con nuestro servidor. Revise su conexión e inténtelo de nuevo; lo que escribió sigue aquí.',
  },
} satisfies SpanishSeed
