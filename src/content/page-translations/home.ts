import type { SpanishSeed } from './spanish-seed'

/** / in Spanish. */
export default {
  publish: true,
  texts: {
    'seo.title': 'Alianza de IA de Idaho: habilidades de IA para el trabajo',
    'seo.description':
      'Capacitación en IA, concursos, eventos y acompañamiento en todo Idaho para educadores, estudiantes, empleadores y comunidades. Únase o acceda a la capacitación.',
    'blocks.hero.eyebrow': 'Una iniciativa de IA para la fuerza laboral de todo el estado',
    'blocks.hero.title': 'Preparamos a la fuerza laboral de Idaho para la IA',
    'blocks.hero.lead':
      'La Alianza de IA de Idaho reúne a escuelas, universidades, empleadores, cámaras de comercio y comunidades para aprender sobre la IA, crear con ella y medir los resultados, en todas las regiones del estado.',
    'blocks.hero.actions.0.label': 'Únase a la Alianza',
    'blocks.hero.actions.1.label': 'Acceda a la capacitación',
    'blocks.mission.title': 'Nuestra misión',
    'blocks.mission.paragraphs.0':
      'Ponemos habilidades prácticas de IA al alcance de todos los habitantes de Idaho que las quieran: maestros y estudiantes, trabajadores y dueños de negocios, en las ciudades y en los pueblos rurales.',
    'blocks.mission.paragraphs.1':
      'La Alianza está a cargo de una corporación de beneficio público. Formamos AI Coaches certificados que enseñan en sus propias comunidades, organizamos concursos que convierten el aprendizaje en proyectos reales e informamos con transparencia sobre los logros del trabajo.',
    'blocks.why-this-matters.title': 'Por qué esto importa ahora',
    'blocks.claim-figures.cards.0.title': 'Casi el 40%',
    'blocks.claim-figures.cards.0.text':
      'de las habilidades laborales estarán influidas por la IA para 2030.',
    'blocks.claim-figures.cards.1.title': 'Menos del 20%',
    'blocks.claim-figures.cards.1.text':
      'de los maestros y profesionales ha recibido capacitación formal en IA.',
    'blocks.pillars.title': 'Cuatro pilares',
    'blocks.pillars.paragraphs.0':
      'Todo lo que hace la Alianza forma parte de uno de cuatro pilares.',
    'blocks.blueprint.title': 'El plan de acción: cuatro pasos',
    'blocks.blueprint.paragraphs.0':
      'Las organizaciones y las personas recorren los mismos cuatro pasos.',
    'blocks.programs-at-a-glance.title': 'Los programas de un vistazo',
    'blocks.programs-at-a-glance.intro':
      'A quién se dirige cada programa y con qué se queda cada participante.',
    'blocks.programs-at-a-glance.caption': 'Programas de la Alianza por público y resultado',
    'blocks.programs-at-a-glance.columns.0': 'Programa',
    'blocks.programs-at-a-glance.columns.1': 'Público',
    'blocks.programs-at-a-glance.columns.2': 'Resultado',
    'blocks.programs-at-a-glance.rows.0.0': 'Talk to AI',
    'blocks.programs-at-a-glance.rows.0.1':
      'Cualquier persona que se inicia en la IA: maestros, personal, estudiantes, personas en busca de empleo',
    'blocks.programs-at-a-glance.rows.0.2':
      'Sabe usar un asistente de IA de forma segura y verificar sus respuestas',
    'blocks.programs-at-a-glance.rows.1.0': 'Create with AI',
    'blocks.programs-at-a-glance.rows.1.1': 'Educadores y profesionales que terminaron Talk to AI',
    'blocks.programs-at-a-glance.rows.1.2': 'Cuatro productos terminados para su propio trabajo',
    'blocks.programs-at-a-glance.rows.2.0': 'Build with AI',
    'blocks.programs-at-a-glance.rows.2.1': 'Personas con conocimientos básicos de programación',
    'blocks.programs-at-a-glance.rows.2.2': 'Una aplicación o automatización con IA que funciona',
    'blocks.programs-at-a-glance.rows.3.0': 'AI Innovation Certification',
    'blocks.programs-at-a-glance.rows.3.1':
      'Quienes completaron los tres niveles, o mediante la revisión de un portafolio',
    'blocks.programs-at-a-glance.rows.3.2': 'Un proyecto final presentado y la certificación',
    'blocks.programs-at-a-glance.rows.4.0': 'AI Coaching Certification',
    'blocks.programs-at-a-glance.rows.4.1': 'Educadores y capacitadores con experiencia',
    'blocks.programs-at-a-glance.rows.4.2':
      'La certificación para enseñar las rutas de aprendizaje en todo Idaho',
    'blocks.programs-at-a-glance.rows.5.0': 'Concursos y desafíos de innovación',
    'blocks.programs-at-a-glance.rows.5.1':
      'Estudiantes de K-12 y universitarios, emprendedores, empleadores y cámaras de comercio',
    'blocks.programs-at-a-glance.rows.5.2':
      'Un prototipo, una presentación y una exhibición ante un jurado',
    'blocks.programs-at-a-glance.rows.6.0': 'Eventos en todo el estado',
    'blocks.programs-at-a-glance.rows.6.1': 'Comunidades, empleadores, escuelas y patrocinadores',
    'blocks.programs-at-a-glance.rows.6.2':
      'Contactos, demostraciones y reconocimiento en todo el estado',
    'blocks.become-an-ai-coach.title': 'Conviértase en AI Coach',
    'blocks.become-an-ai-coach.cards.0.title': 'Enseñe IA en su comunidad',
    'blocks.become-an-ai-coach.cards.0.text':
      'Los educadores y profesionales con experiencia pueden certificarse como AI Coaches y dirigir capacitaciones de la Alianza en escuelas, universidades, cámaras de comercio y empresas de su zona. Por ahora, la capacitación para la certificación se financia con subvenciones y es gratuita para los solicitantes aceptados.',
    'blocks.become-an-ai-coach.cards.0.link.label': 'Solicite formarse como AI Coach',
    'blocks.contests.title': 'Concursos y desafíos de innovación',
    'blocks.contests.paragraphs.0':
      'Cuatro concursos, uno para cada etapa del aprendizaje y del trabajo. Cada uno tiene su propio sitio web.',
    'blocks.contests.more.label': 'Compare los concursos',
    'blocks.partners.title': 'Colabore con la Alianza',
    'blocks.partners.text':
      'Los socios financian la capacitación, organizan eventos y proponen desafíos para que los estudiantes los resuelvan. Hay cuatro niveles de colaboración.',
    'blocks.partners.actions.0.label': 'Hágase socio',
    'blocks.partners.actions.1.label': 'Beneficios para socios y fondos de contrapartida',
    'blocks.goals.title': 'Nuestras metas para 2026',
    'blocks.goals.paragraphs.0':
      'El avance aparece en 0% hasta que se publiquen los primeros resultados medidos.',
    'blocks.where-to-start.title': 'Por dónde empezar',
    'blocks.where-to-start.intro': 'Elija la descripción que mejor le corresponda.',
    'blocks.where-to-start.cards.0.title': 'Educadores',
    'blocks.where-to-start.cards.0.text':
      'Los maestros, profesores universitarios y el personal escolar aprenden a usar la IA para planificar y enseñar, guían a sus estudiantes en la AI Science Fair y pueden certificarse como AI Coaches.',
    'blocks.where-to-start.cards.0.link.label': 'Capacitación para educadores',
    'blocks.where-to-start.cards.1.title': 'Estudiantes',
    'blocks.where-to-start.cards.1.text':
      'Los estudiantes de K-12 y universitarios participan en concursos donde crean proyectos reales, reciben comentarios de los jueces y presentan su trabajo en el Capitolio.',
    'blocks.where-to-start.cards.1.link.label': 'Concursos para estudiantes',
    'blocks.where-to-start.cards.2.title': 'Empleadores y cámaras de comercio',
    'blocks.where-to-start.cards.2.text':
      'Las empresas y las cámaras de comercio mejoran las habilidades de sus equipos con capacitación en sus propias instalaciones y con el AI Upskilling Challenge, y miden los avances.',
    'blocks.where-to-start.cards.2.link.label':
      'Capacitación en las instalaciones de su organización',
    'blocks.closing.title': 'Forme parte de la fuerza laboral de IA de Idaho',
    'blocks.closing.text':
      'Únase a la Alianza para enterarse de las capacitaciones, los concursos y los eventos de su región, o hable con nosotros para llevar la capacitación en IA a su organización.',
    'blocks.closing.actions.0.label': 'Únase a la Alianza',
    'blocks.closing.actions.1.label': 'Contáctenos',
  },
} satisfies SpanishSeed
