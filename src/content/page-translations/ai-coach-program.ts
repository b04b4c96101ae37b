import type { SpanishSeed } from './spanish-seed'

/** /ai-coach-program in Spanish. */
export default {
  publish: true,
  texts: {
    'seo.title': 'El programa AI Coach | Alianza de IA de Idaho',
    'seo.description':
      'El modelo de AI Coaches: estructura del programa, remuneración y modalidades de trabajo, perfil, calendario, expectativas y respuestas a preguntas frecuentes.',
    'blocks.hero.eyebrow': 'Programa AI Coach',
    'blocks.hero.title': 'El programa AI Coach',
    'blocks.hero.lead':
      'Idaho necesita personas que puedan enseñar IA en cada escuela, campus, cámara de comercio y lugar de trabajo. El programa AI Coach las recluta en las comunidades de Idaho, las certifica y las pone a trabajar con organizaciones asociadas cerca de casa.',
    'blocks.hero.actions.0.label': 'Comience su solicitud',
    'blocks.hero.actions.1.label': 'Volver a la información general',
    'blocks.workforce-model.title': 'El modelo de fuerza laboral de AI Coaches',
    'blocks.workforce-model.intro':
      'Menos del 20% de los maestros y profesionales ha recibido capacitación formal en IA. En lugar de traer expertos de fuera, formamos una fuerza laboral local de AI Coaches que se quedan y sirven a sus propias regiones.',
    'blocks.workforce-model.cards.0.title': 'Reclutar en la comunidad',
    'blocks.workforce-model.cards.0.text':
      'Buscamos maestros, capacitadores, gente de negocios y personas que cambian de profesión y que ya conocen sus comunidades.',
    'blocks.workforce-model.cards.1.title': 'Certificar',
    'blocks.workforce-model.cards.1.text':
      'Los solicitantes aceptados completan una certificación financiada con subvenciones, gratuita para ellos, con talleres de práctica y una práctica supervisada.',
    'blocks.workforce-model.cards.2.title': 'Asignar',
    'blocks.workforce-model.cards.2.text':
      'Los nuevos AI Coaches empiezan con 1 o 2 organizaciones asociadas: escuelas, universidades, cámaras de comercio y empresas.',
    'blocks.workforce-model.cards.3.title': 'Sostener',
    'blocks.workforce-model.cards.3.text':
      'El trabajo de los AI Coaches se paga con subvenciones, alianzas con cámaras de comercio, presupuestos de distritos escolares, patrocinadores corporativos y tarifas por servicio, para que perdure más allá de un piloto.',
    'blocks.program-structure.title': 'Estructura del programa',
    'blocks.program-structure.paragraphs.0':
      'La capacitación para la certificación dura de 6 a 8 semanas, con una dedicación de 15 a 20 horas por semana. Por ahora se financia con subvenciones y es gratuita para los solicitantes aceptados.',
    'blocks.training-blocks.title': 'Cuatro bloques de capacitación de dos semanas',
    'blocks.training-blocks.items.0.title': 'Bloque 1: Fundamentos de la IA',
    'blocks.training-blocks.items.0.description':
      'Cómo funcionan las herramientas de IA actuales, qué hacen bien y qué hacen mal, la privacidad y la seguridad, y cómo explicarlas con palabras sencillas.',
    'blocks.training-blocks.items.1.title': 'Bloque 2: Habilidades prácticas de IA',
    'blocks.training-blocks.items.1.description':
      'Uso práctico de la IA para redactar, investigar, analizar, planificar y crear herramientas sencillas, con los programas Talk to AI y Create with AI.',
    'blocks.training-blocks.items.2.title': 'Bloque 3: Enseñanza y facilitación',
    'blocks.training-blocks.items.2.description':
      'Cómo dirigir talleres para adultos y estudiantes: el ritmo, las demostraciones en vivo, los grupos con distintos niveles y la ayuda a los principiantes nerviosos.',
    'blocks.training-blocks.items.3.title': 'Bloque 4: Vinculación con empresas y comunidades',
    'blocks.training-blocks.items.3.description':
      'El trabajo con escuelas, cámaras de comercio y empleadores: llamadas iniciales para conocer sus necesidades, capacitación a la medida e informes de resultados.',
    'blocks.practice.title': 'Talleres de práctica, práctica supervisada y primeras asignaciones',
    'blocks.practice.items.0':
      '3 talleres de práctica durante la capacitación, cada uno con comentarios de AI Coaches con experiencia',
    'blocks.practice.items.1':
      'Un taller de práctica supervisada de 8 a 16 horas que usted dirige con un grupo real para completar la certificación',
    'blocks.practice.items.2':
      'Meses 1 a 3 de asignación: trabaja como AI Coach con 1 o 2 organizaciones asociadas, con el apoyo de nuestro equipo',
    'blocks.practice.items.3':
      'Práctica continua a partir del mes 4: usted asume sus propios proyectos',
    'blocks.practice.items.4':
      'Seminarios web mensuales para mantener sus habilidades al día y aprender de otros AI Coaches',
    'blocks.compensation.title': 'Remuneración y modalidades de trabajo',
    'blocks.compensation.intro':
      'Los AI Coaches certificados reciben un pago por su trabajo. Elija la modalidad que mejor se ajuste a su vida; muchos empiezan a medio tiempo.',
    'blocks.compensation.caption': 'Modalidades de trabajo, horas y remuneración de los AI Coaches',
    'blocks.compensation.columns.0': 'Modalidad',
    'blocks.compensation.columns.1': 'Horas',
    'blocks.compensation.columns.2': 'Remuneración',
    'blocks.compensation.columns.3': 'Notas',
    'blocks.compensation.rows.0.0': 'Medio tiempo',
    'blocks.compensation.rows.0.1': '10 a 20 h por semana',
    'blocks.compensation.rows.0.2': '$2,000 a $4,000 al mes',
    'blocks.compensation.rows.0.3':
      'Se puede combinar con un trabajo en la enseñanza, los negocios o la consultoría.',
    'blocks.compensation.rows.1.0': 'Tiempo completo',
    'blocks.compensation.rows.1.1': '40 h por semana',
    'blocks.compensation.rows.1.2': '$50,000 a $75,000 al año, con prestaciones',
    'blocks.compensation.rows.1.3':
      'Un AI Coach asalariado que atiende a varias organizaciones asociadas.',
    'blocks.compensation.rows.2.0': 'Por contrato',
    'blocks.compensation.rows.2.1': 'Por encargo',
    'blocks.compensation.rows.2.2': '$100 a $150 por hora',
    'blocks.compensation.rows.2.3':
      'AI Coaches independientes contratados para talleres y jornadas de capacitación.',
    'blocks.compensation.rows.3.0': 'Especialistas con experiencia',
    'blocks.compensation.rows.3.1': 'Tiempo completo o por contrato',
    'blocks.compensation.rows.3.2': 'Más de $100,000 al año',
    'blocks.compensation.rows.3.3':
      'AI Coaches sénior que dirigen programas, capacitan a otros AI Coaches o asesoran a los socios.',
    'blocks.compensation.note':
      'La remuneración depende de los encargos disponibles en su región y de su experiencia.',
    'blocks.who-thrives.title': 'Quién se desempeña bien como AI Coach',
    'blocks.who-thrives.intro':
      'No se requiere experiencia previa con IA. Lo más importante es que le guste ayudar a las personas a aprender.',
    'blocks.who-thrives.items.0':
      'Le gusta explicar las cosas y tiene paciencia con los principiantes',
    'blocks.who-thrives.items.1':
      'Tiene curiosidad y sigue aprendiendo herramientas nuevas por su cuenta',
    'blocks.who-thrives.items.2':
      'Tiene experiencia en enseñanza, capacitación, acompañamiento, mentoría o dirección de equipos, en cualquier ámbito',
    'blocks.who-thrives.items.3':
      'Tiene vínculos con su comunidad: una escuela, una cámara de comercio, una industria o un pueblo',
    'blocks.who-thrives.items.4': 'Habla con soltura ante un grupo de adultos o de estudiantes',
    'blocks.who-thrives.items.5': 'Le importa usar la IA con honestidad, seguridad y equidad',
    'blocks.timeline-and-expectations.title': 'Calendario y expectativas',
    'blocks.timeline-and-expectations.intro':
      'Las solicitudes se reciben de forma continua: preséntela cuando lo desee. La revisión toma de 1 a 2 semanas. Este es todo el recorrido, desde la solicitud hasta la práctica continua.',
    'blocks.timeline-and-expectations.items.0': 'No se requiere experiencia previa con IA.',
    'blocks.timeline-and-expectations.items.1':
      'La selección incluye una verificación de antecedentes y de referencias.',
    'blocks.timeline-and-expectations.items.2':
      'Durante la capacitación, prevea dedicar de 15 a 20 horas por semana durante 6 a 8 semanas.',
    'blocks.journey.items.0.title': 'Solicitud',
    'blocks.journey.items.0.description':
      'Complete la solicitud en línea sobre su trayectoria, su disponibilidad y su motivación. No se requiere experiencia previa con IA.',
    'blocks.journey.items.1.title': 'Entrevista',
    'blocks.journey.items.1.description':
      'Una entrevista por video de 30 minutos sobre sus metas, su experiencia y su disponibilidad.',
    'blocks.journey.items.2.title': 'Verificación de antecedentes',
    'blocks.journey.items.2.description':
      'Una verificación de antecedentes y de referencias, porque los AI Coaches trabajan en escuelas y con el público.',
    'blocks.journey.items.3.title': 'Aviso de aceptación',
    'blocks.journey.items.3.description':
      'Le comunicamos nuestra decisión por correo electrónico. La revisión toma de 1 a 2 semanas y las solicitudes se reciben de forma continua.',
    'blocks.journey.items.4.title': 'Capacitación para la certificación',
    'blocks.journey.items.4.description':
      'De 6 a 8 semanas, con 15 a 20 horas por semana, en cuatro bloques de dos semanas, con 3 talleres de práctica y comentarios.',
    'blocks.journey.items.5.title': 'Práctica supervisada y certificación',
    'blocks.journey.items.5.description':
      'Usted dirige un taller de práctica supervisada de 8 a 16 horas con un grupo real y obtiene su certificación.',
    'blocks.journey.items.6.title': 'Primera asignación',
    'blocks.journey.items.6.description':
      'Meses 1 a 3: trabaja como AI Coach con 1 o 2 organizaciones asociadas, con el apoyo de nuestro equipo.',
    'blocks.journey.items.7.title': 'Práctica continua',
    'blocks.journey.items.7.description':
      'A partir del mes 4: usted asume sus propios proyectos y participa en seminarios web mensuales con otros AI Coaches.',
    'blocks.faq.title': 'Preguntas frecuentes',
    'blocks.faq.items.0.question': '¿Necesito experiencia con IA para presentar una solicitud?',
    'blocks.faq.items.0.answer':
      'No. No se requiere experiencia previa con IA. La capacitación para la certificación empieza con los fundamentos de la IA. Buscamos personas que sepan tratar con la gente y tengan ganas de aprender.',
    'blocks.faq.items.1.question': '¿Cuánto cuesta la certificación?',
    'blocks.faq.items.1.answer':
      'Nada para los solicitantes aceptados. Por ahora, la certificación se financia con subvenciones y es gratuita para quienes son aceptados.',
    'blocks.faq.items.2.question': '¿Cuánto tiempo toma la capacitación?',
    'blocks.faq.items.2.answer':
      'La capacitación para la certificación dura de 6 a 8 semanas, con 15 a 20 horas por semana, y después sigue un taller de práctica supervisada de 8 a 16 horas.',
    'blocks.faq.items.3.question':
      '¿Puedo ser AI Coach a medio tiempo sin dejar mi trabajo actual?',
    'blocks.faq.items.3.answer':
      'Sí. Puede empezar con 10 a 15 horas por semana. Nuestra modalidad de medio tiempo abarca de 10 a 20 horas por semana y paga de $2,000 a $4,000 al mes; puede aumentar sus horas a medida que asuma más proyectos.',
    'blocks.faq.items.4.question': '¿Cómo se les paga a los AI Coaches?',
    'blocks.faq.items.4.answer':
      'Los AI Coaches de medio tiempo ganan de $2,000 a $4,000 al mes; los de tiempo completo, de $50,000 a $75,000 al año con prestaciones; y los contratados por encargo, de $100 a $150 por hora. Los especialistas con experiencia pueden ganar más de $100,000 al año.',
    'blocks.faq.items.5.question': '¿Cómo se selecciona a los solicitantes?',
    'blocks.faq.items.5.answer':
      'Revisamos su solicitud, hacemos una entrevista por video de 30 minutos y realizamos una verificación de antecedentes y de referencias. La revisión toma de 1 a 2 semanas.',
    'blocks.faq.items.6.question': '¿Cuándo puedo presentar mi solicitud?',
    'blocks.faq.items.6.answer':
      'En cualquier momento. Las solicitudes se reciben de forma continua: las revisamos a medida que llegan y comenzamos nuevos grupos de capacitación a lo largo del año.',
    'blocks.faq.items.7.question': '¿Dónde voy a trabajar?',
    'blocks.faq.items.7.answer':
      'En su propia región, siempre que sea posible. Durante los meses 1 a 3 trabaja con 1 o 2 organizaciones asociadas, como un distrito escolar, una universidad, una cámara de comercio o una empresa local.',
    'blocks.faq.items.8.question': '¿Qué apoyo recibo después de la certificación?',
    'blocks.faq.items.8.answer':
      'Nuestro equipo le acompaña durante su primera asignación, y todos los AI Coaches participan en seminarios web mensuales para compartir lo que funciona y aprender herramientas nuevas.',
    'blocks.cta.title': '¿Quiere ser AI Coach?',
    'blocks.cta.text':
      'Las solicitudes están abiertas de forma continua. Presentar la solicitud no cuesta nada, y la certificación es gratuita para los solicitantes aceptados.',
    'blocks.cta.actions.0.label': 'Comience su solicitud',
    'blocks.cta.actions.1.label': 'Volver a la información general',
    'blocks.cta.note': '¿Tiene preguntas sobre el programa? Escríbanos a',
  },
} satisfies SpanishSeed
