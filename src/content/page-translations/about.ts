import type { SpanishSeed } from './spanish-seed'

/** /about in Spanish. */
export default {
  publish: true,
  texts: {
    'seo.title': 'Acerca de la Alianza de IA de Idaho',
    'seo.description':
      'Nuestra historia, misión, enfoque y metas para 2026: cómo una corporación de beneficio público prepara para la IA a los trabajadores de todo Idaho.',
    'blocks.hero.title': 'Acerca de la Alianza de IA de Idaho',
    'blocks.hero.lead':
      'Una iniciativa para todo el estado, a cargo de una corporación de beneficio público, que ayuda a los educadores, estudiantes, empleadores y comunidades de Idaho a aprender a usar bien la IA.',
    'blocks.hero.actions.0.label': 'Únase a la Alianza',
    'blocks.hero.actions.1.label': 'Conozca el modelo',
    'blocks.story.title': 'Nuestra historia',
    'blocks.story.paragraphs.0':
      'Las herramientas de IA llegaron a las aulas y los lugares de trabajo de Idaho más rápido de lo que nadie podía capacitarse para usarlas. Los estudiantes les preguntaban a sus maestros sobre la IA, los empleadores veían que la competencia ya la adoptaba y la mayoría de las personas no tenía cerca a nadie de quien aprender.',
    'blocks.story.paragraphs.1':
      'La Alianza de IA de Idaho nació de una idea sencilla: capacitar como AI Coaches a personas de confianza de cada localidad, darles un conjunto claro de rutas de aprendizaje para enseñar y vincular el aprendizaje con concursos y eventos en los que los habitantes de Idaho puedan mostrar lo que son capaces de crear.',
    'blocks.purpose.title': 'Propósito',
    'blocks.purpose.paragraphs.0':
      'Lograr que los cambios que la IA trae al trabajo y al aprendizaje beneficien a las personas de todo Idaho, no solo a quienes tienen acceso a grandes empleadores o universidades.',
    'blocks.mission.title': 'Misión',
    'blocks.mission.paragraphs.0':
      'Ofrecemos capacitación y certificación prácticas en IA, organizamos concursos de innovación y eventos en todo el estado, y medimos los resultados, para que la fuerza laboral de Idaho esté lista para los empleos que la IA está transformando.',
    'blocks.why-it-matters.title': 'Por qué es importante',
    'blocks.why-it-matters.paragraphs.0':
      'Hay una gran brecha entre la velocidad con que la IA está cambiando el trabajo y la cantidad de personas capacitadas para ello.',
    'blocks.approach.title': 'Enfoque',
    'blocks.approach.intro':
      'Cada participante y cada organización asociada siguen los mismos cuatro pasos.',
    'blocks.approach.caption': 'Los cuatro pasos del enfoque de la Alianza',
    'blocks.approach.columns.0': 'Paso',
    'blocks.approach.columns.1': 'Qué sucede',
    'blocks.approach.rows.0.0': '1. Unirse',
    'blocks.approach.rows.0.1':
      'Escuelas, empleadores, cámaras de comercio, universidades y grupos comunitarios se inscriben en la Alianza y designan a una persona de contacto.',
    'blocks.approach.rows.1.0': '2. Capacitarse',
    'blocks.approach.rows.1.1':
      'Los participantes avanzan por las rutas de aprendizaje, desde Talk to AI hasta la certificación, con AI Coaches certificados.',
    'blocks.approach.rows.2.0': '3. Participar',
    'blocks.approach.rows.2.1':
      'Quienes aprenden ponen en práctica sus habilidades en concursos, proyectos y eventos en todo el estado, como la Idaho AI Week.',
    'blocks.approach.rows.3.0': '4. Medir',
    'blocks.approach.rows.3.1':
      'Informamos cuántas personas se capacitaron, cuántos proyectos se crearon y qué resultados obtuvieron las empresas, en relación con las metas para 2026.',
    'blocks.programs.title': 'Programas',
    'blocks.programs.paragraphs.0': 'Nuestro trabajo se organiza en cuatro áreas de programas.',
    'blocks.programs.more.label': 'Panorama de los programas',
    'blocks.partners.title': 'Socios',
    'blocks.partners.paragraphs.0':
      'Agencias estatales, empleadores regionales, escuelas y universidades, y grupos comunitarios hacen posible este trabajo. Los socios eligen uno de cuatro niveles.',
    'blocks.partners.more.label': 'Beneficios para socios',
    'blocks.goals.title': 'Metas para 2026',
    'blocks.goals.paragraphs.0':
      'El avance aparece en 0% hasta que se publiquen los primeros resultados medidos.',
    'blocks.pilot-goals.title': 'Metas del año piloto 2025-2026',
    'blocks.pilot-goals.paragraphs.0':
      'Nuestro año piloto tiene su propio conjunto de metas, más reducido. Los dos conjuntos cuentan cosas distintas: las metas para 2026 cuentan todos los capacitadores certificados en funciones (más de 50); las metas del piloto cuentan los AI Coaches certificados durante el piloto (15).',
    'blocks.promise.title': 'Compromiso',
    'blocks.promise.paragraphs.0':
      'Enseñaremos la IA con honestidad, incluidos sus límites y riesgos. Mantendremos la capacitación práctica y cerca de casa. Y publicaremos lo que logran nuestros programas en relación con las metas que nos fijamos, incluso cuando no las alcancemos.',
    'blocks.vision.title': 'Visión',
    'blocks.vision.paragraphs.0':
      'Un Idaho donde cada trabajador, estudiante y pequeña empresa pueda usar la IA con confianza, y un modelo que otros estados puedan adoptar: capítulos estatales en 2026-2027, más de diez estados para 2028 y una red mundial en 2029-2030.',
    'blocks.vision.more.label': 'El plan de expansión nacional',
    'blocks.cta.title': 'Trabaje con nosotros',
    'blocks.cta.text':
      'Únase a la Alianza, lleve la capacitación a su organización o apoye este trabajo como socio.',
    'blocks.cta.actions.0.label': 'Únase a la Alianza',
    'blocks.cta.actions.1.label': 'Hágase socio',
    'blocks.cta.actions.2.label': 'Contáctenos',
  },
} satisfies SpanishSeed
