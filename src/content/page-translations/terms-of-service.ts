import type { SpanishSeed } from './spanish-seed'

/**
 * /terms-of-service in Spanish. Its first section opens with a sentence the English has not: the
 * English version governs where the two differ, as state agencies say of their translations.
 */
export default {
  publish: true,
  texts: {
    'seo.title': 'Términos de servicio | Alianza de IA de Idaho',
    'seo.description':
      'Términos de uso del sitio web, los formularios, los concursos y los programas de la Alianza de IA de Idaho: requisitos, reglas de los equipos y apelaciones.',
    'blocks.hero.title': 'Términos de servicio',
    'blocks.hero.lead':
      'Los términos que se aplican cuando usted usa el sitio web de la Alianza de IA de Idaho, nos envía un formulario o participa en nuestros concursos y eventos.',
    'blocks.effective-date.title': 'Fecha de entrada en vigor',
    'blocks.effective-date.paragraphs.0': '7 de octubre de 2025',
    'blocks.agreement.title': 'Acerca de estos términos',
    'blocks.agreement.paragraphs.0':
      'Esta traducción al español se ofrece para su comodidad; si difiere de la versión en inglés, prevalece la versión en inglés. Este sitio web está a cargo de la Alianza de IA de Idaho (Idaho AI Alliance), una corporación de beneficio público (“la Alianza de IA de Idaho”, “nosotros”). Al usar el sitio, enviar un formulario o participar en un concurso, usted acepta estos términos y nuestra Política de privacidad. Si no está de acuerdo, le pedimos que no use el sitio.',
    'blocks.using-the-site.title': 'Uso del sitio',
    'blocks.using-the-site.paragraphs.0':
      'Puede navegar por nuestras páginas y compartirlas libremente. Usted se compromete a no:',
    'blocks.using-the-site-list.items.0':
      'enviar información falsa ni enviar un formulario en nombre de otra persona;',
    'blocks.using-the-site-list.items.1':
      'enviar spam, envíos automatizados o repetidos, ni contenido ilegal, amenazante u ofensivo;',
    'blocks.using-the-site-list.items.2':
      'intentar acceder sin permiso al área de revisión, a los envíos de otras personas o a nuestros sistemas;',
    'blocks.using-the-site-list.items.3':
      'interferir con el funcionamiento o la seguridad del sitio.',
    'blocks.forms-and-applications.title': 'Formularios y solicitudes de AI Coach',
    'blocks.forms-and-applications.paragraphs.0':
      'La información que nos envíe debe ser exacta y suya. Enviar un formulario de contacto o una inscripción en la Alianza no crea un contrato ni una relación de socios; nos comunicaremos con usted para darle seguimiento.',
    'blocks.forms-and-applications.paragraphs.1':
      'Presentar una solicitud de AI Coach no garantiza que se acepte. La selección incluye una entrevista por video de 30 minutos y una verificación de antecedentes y de referencias, y usted se compromete a participar en esos pasos si se le invita. Procuramos comunicar nuestra decisión a los solicitantes en un plazo de 5 a 7 días hábiles. Por ahora, la capacitación para la certificación se financia con subvenciones y es gratuita para los solicitantes aceptados; las condiciones del trabajo remunerado como AI Coach se acuerdan por separado y por escrito.',
    'blocks.contests.title': 'Concursos y desafíos de innovación',
    'blocks.contests.paragraphs.0':
      'Cada concurso tiene sus propias reglas oficiales, publicadas por quien lo organiza, que prevalecen sobre esta sección cuando difieren. En general:',
    'blocks.contests-list.items.0':
      'Pueden participar personas individuales o equipos. Cada concurso fija el tamaño de sus equipos; por ejemplo, un desafío puede permitir equipos de hasta 5 personas. Una persona figura como contacto del equipo.',
    'blocks.contests-list.items.1':
      'Las fechas límite se expresan en hora de la montaña (MT). Es posible que no se acepten las participaciones recibidas después de una fecha límite.',
    'blocks.contests-list.items.2':
      'Las participaciones deben ser obra original suya o de su equipo. Debe declarar las herramientas de IA que usó y usarlas de manera ética y legal.',
    'blocks.contests-list.items.3':
      'La votación del público permite un voto verificado por persona, por dirección de correo electrónico y por dirección IP. Los votos que incumplan esta regla se eliminan.',
    'blocks.contests-list.items.4':
      'Los jueces califican las participaciones según la rúbrica publicada. Las decisiones del jurado son definitivas, sujetas al proceso de apelación que se describe más abajo.',
    'blocks.contests-list.items.5':
      'Usted conserva la propiedad de su participación. Nos autoriza a mostrar el nombre, el resumen, las imágenes y el video de demostración de su participación para promover el concurso y la exhibición.',
    'blocks.contests-list.items.6':
      'Podemos descalificar las participaciones que incumplan las reglas o estos términos.',
    'blocks.appeals.title': 'Apelaciones',
    'blocks.appeals.paragraphs.0':
      'Si cree que una decisión de un concurso sobre su participación (requisitos, descalificación o calificación) fue un error, puede apelar por escrito en un plazo de 5 días hábiles después de que se anuncie la decisión. Escríbanos por correo electrónico con su nombre, el concurso, la decisión y los motivos de su apelación. Una persona que no participó en la decisión original examinará su apelación, y le comunicaremos el resultado por escrito.',
    'blocks.young-people.title': 'Participantes menores de 18 años',
    'blocks.young-people.paragraphs.0':
      'Toda persona menor de 18 años necesita el consentimiento de su madre, su padre o su tutor legal para enviar un formulario, participar en un concurso o inscribirse en un evento. Podemos pedir una prueba escrita de ese consentimiento y retirar una participación o una inscripción que no la tenga. Los maestros y las escuelas que inscriben a estudiantes son responsables de obtener el consentimiento según sus propias políticas.',
    'blocks.events.title': 'Eventos',
    'blocks.events.paragraphs.0':
      'Los eventos en todo el estado, como la Idaho AI Week, la State AI Expo y la AI Education Week, pueden organizarse con socios y tener sus propias condiciones de inscripción. Las fechas, los lugares y los programas pueden cambiar; el sitio web de cada evento tiene la información más reciente.',
    'blocks.content.title': 'Nuestro contenido y enlaces',
    'blocks.content.paragraphs.0':
      'Los textos, los gráficos y los materiales de capacitación de este sitio pertenecen a la Alianza de IA de Idaho o a sus socios. Puede compartir enlaces a nuestras páginas y citarlas indicando la fuente; pídanos permiso antes de reutilizar nuestros materiales de otras maneras.',
    'blocks.content.paragraphs.1':
      'Los enlaces a otros sitios web se abren en una pestaña nueva. No somos responsables del contenido ni de las prácticas de los sitios web que no administramos.',
    'blocks.review-area.title': 'Área de revisión',
    'blocks.review-area.paragraphs.0':
      'El inicio de sesión y el área de revisión son solo para nuestro personal autorizado. Crear una cuenta no da acceso a los envíos; el acceso requiere el rol de administrador, que nosotros asignamos. Los revisores deben mantener la confidencialidad de la información de los solicitantes y usarla solo para revisar las solicitudes y responderlas.',
    'blocks.disclaimers.title': 'Avisos legales y limitación de responsabilidad',
    'blocks.disclaimers.paragraphs.0':
      'Trabajamos para que el sitio sea exacto y esté disponible, pero lo ofrecemos “tal cual” y no podemos prometer que siempre esté libre de errores ni que funcione sin interrupciones. Las descripciones de los programas, los rangos de remuneración y las metas describen nuestros planes y no garantizan resultados, financiamiento ni empleo. En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas o consecuentes derivadas de su uso del sitio.',
    'blocks.law.title': 'Ley aplicable',
    'blocks.law.paragraphs.0':
      'Estos términos se rigen por las leyes del estado de Idaho. Si alguna parte de estos términos se considera inaplicable, el resto sigue vigente.',
    'blocks.changes.title': 'Cambios a estos términos',
    'blocks.changes.paragraphs.0':
      'Podemos actualizar estos términos. La nueva versión se publicará aquí con una nueva fecha de entrada en vigor y se aplicará a partir de esa fecha.',
    'blocks.contact-us.title': 'Contáctenos',
    'blocks.contact-us.paragraphs.0':
      'Para preguntas sobre estos términos o para presentar una apelación, escriba a {email} o llame al {phone}. Nuestro horario de atención es de lunes a viernes, de 8:00 a.m. a 5:00 p.m., hora de la montaña; cerramos los fines de semana.',
  },
} satisfies SpanishSeed
