import type { SpanishSeed } from './spanish-seed'

/**
 * /privacy-policy in Spanish. Its first section opens with a sentence the English has not: the
 * English version governs where the two differ, as state agencies say of their translations.
 */
export default {
  publish: true,
  texts: {
    'seo.title': 'Política de privacidad | Alianza de IA de Idaho',
    'seo.description':
      'Qué datos recopila la Alianza de IA de Idaho con sus formularios, cómo los usa, guarda y protege, cuánto tiempo los conserva y cuáles son sus derechos.',
    'blocks.hero.title': 'Política de privacidad',
    'blocks.hero.lead':
      'Cómo la Alianza de IA de Idaho recopila, usa, guarda y protege la información que usted nos da en este sitio web.',
    'blocks.effective-date.title': 'Fecha de entrada en vigor',
    'blocks.effective-date.paragraphs.0': '7 de octubre de 2025',
    'blocks.who-we-are.title': 'Quiénes somos',
    'blocks.who-we-are.paragraphs.0':
      'Esta traducción al español se ofrece para su comodidad; si difiere de la versión en inglés, prevalece la versión en inglés. Este sitio web está a cargo de la Alianza de IA de Idaho (Idaho AI Alliance), una corporación de beneficio público (“la Alianza de IA de Idaho”, “nosotros”). Como corporación de beneficio público, nuestro propósito es preparar a la fuerza laboral de Idaho para la inteligencia artificial por medio de capacitación, concursos, eventos en todo el estado y la medición del impacto. Somos responsables de la información personal que se describe en esta política.',
    'blocks.information-we-collect.title': 'Información que recopilamos',
    'blocks.information-we-collect.paragraphs.0':
      'Recopilamos lo que usted escribe en nuestros formularios, lo necesario para el inicio de sesión de los revisores, y los conteos de visitas y el registro del servicio de alojamiento que se describen en “Cómo contamos las visitas”. No usamos cookies de publicidad ni de analítica, y no le seguimos la pista en otros sitios web.',
    'blocks.information-we-collect.paragraphs.1':
      'Solicitud de AI Coach: nombre y apellido, correo electrónico, número de teléfono, ciudad, región de Idaho, ocupación actual, disponibilidad, nivel de soltura con la tecnología, si tiene experiencia en la enseñanza, por qué quiere ser AI Coach, su experiencia relacionada y su aceptación de los términos.',
    'blocks.information-we-collect.paragraphs.2':
      'Formulario de contacto: nombre y apellido, correo electrónico, número de teléfono, tipo de organización, nombre de la organización, el asunto que elija y su mensaje.',
    'blocks.information-we-collect.paragraphs.3':
      'Inscripción en la Alianza: nombre y apellido, correo electrónico, número de teléfono (opcional), organización, tipo de organización, cargo o función, las áreas que le interesan (capacitación, concursos, eventos, patrocinio, ser capacitador) y su mensaje.',
    'blocks.information-we-collect.paragraphs.4':
      'Novedades por correo electrónico: si se suscribe, su correo electrónico, los temas que elija y, si nos los da, su nombre y su región de Idaho; además, cada vez que las solicita, confirma, cambia, pausa o cancela, cuándo ocurrió, en qué página y el texto que se le mostró. No se guarda nada más sobre usted con estos datos. No se envía nada hasta que usted confirme con el enlace que le enviamos por correo electrónico, y una suscripción que nadie confirma se elimina al cabo de una semana. Nuestras novedades no rastrean aperturas ni clics: no llevan imágenes de seguimiento y cada enlace lleva directamente a nuestras páginas.',
    'blocks.information-we-collect.paragraphs.5':
      'Cuentas de revisores: el personal que revisa los envíos inicia sesión con un correo electrónico y una contraseña; el formulario de registro también les pide su nombre y apellido. Nuestro servicio de autenticación guarda las contraseñas solo en forma de hash.',
    'blocks.visit-counts.title': 'Cómo contamos las visitas',
    'blocks.visit-counts.paragraphs.0':
      'Para saber a cuántas personas llegan nuestras páginas, contamos las visitas sin cookies y sin guardar nada en su navegador. Después de que se carga una página, su navegador nos indica: la dirección de la página en nuestro sitio, el sitio web del que viene (solo su dominio, como google.com, nunca la página ni las palabras de búsqueda), los nombres de campaña del enlace que siguió (utm_source, utm_medium y utm_campaign, por ejemplo, de un código QR en un volante o de un boletín) y si su pantalla es del tamaño de un teléfono o más grande.',
    'blocks.visit-counts.paragraphs.1':
      'Sumamos estos datos a totales diarios por página; no guardamos un registro de cada visita. Para contar cuántas personas distintas nos visitaron en un día, nuestra base de datos combina su dirección de red, el nombre y la versión de su navegador y la dirección de nuestro sitio con un valor aleatorio que cambia cada día, y solo conserva el resultado codificado de ese día, nunca la dirección ni el nombre del navegador. El valor aleatorio del día y todos los resultados codificados se eliminan al terminar el día, de modo que nuestros conteos de visitas no pueden reconocer a un visitante de un día para otro ni entre sitios web. La misma forma codificada de su dirección de red limita cuántas visitas puede sumar una misma red en una hora.',
    'blocks.visit-counts.paragraphs.2':
      'Nuestro proveedor de alojamiento, Supabase, guarda por separado un registro técnico de cada petición que nuestras páginas hacen a nuestra base de datos (cada conteo de visitas, envío de formulario y consulta de estado): registra la dirección de red de la que provino la petición, el nombre y la versión del navegador, la página desde la que se envió, y el país y la ciudad a los que corresponde esa dirección. Supabase elimina este registro después de un plazo que fija nuestro plan de alojamiento: 1 día en su plan Free, 7 días en Pro y 28 días en Team. Nuestros administradores pueden leerlo en el panel de Supabase mientras se conserva; lo usamos solo para operar el sitio y protegerlo contra el abuso.',
    'blocks.visit-counts.paragraphs.3':
      'No contamos nada cuando su navegador envía la señal Global Privacy Control o Do Not Track, cuando se trata de navegadores automatizados o de bots conocidos, ni cuando nuestro propio personal ha iniciado sesión en el área de revisión. Solo nuestros administradores y revisores pueden ver los totales.',
    'blocks.how-we-use-information.title': 'Cómo usamos su información',
    'blocks.how-we-use-information.paragraphs.0':
      'Usamos la información que usted nos envía solo para:',
    'blocks.how-we-use-information-list.items.0':
      'revisar las solicitudes de AI Coach, programar entrevistas y hacer la verificación de referencias y antecedentes de los solicitantes que lleguen a esa etapa;',
    'blocks.how-we-use-information-list.items.1':
      'responder a sus preguntas y solicitudes, y dar seguimiento a las consultas sobre colaboraciones, capacitación y eventos;',
    'blocks.how-we-use-information-list.items.2':
      'dar seguimiento a las organizaciones que se inscriben en la Alianza sobre las áreas que eligieron;',
    'blocks.how-we-use-information-list.items.3':
      'enviar a nuestro personal un aviso por correo electrónico cuando se envía un formulario, para que alguien responda pronto;',
    'blocks.how-we-use-information-list.items.4':
      'proteger los formularios contra el abuso, por ejemplo, limitando cuántos envíos puede hacer una misma dirección de correo electrónico en una hora;',
    'blocks.how-we-use-information-list.items.5':
      'enviarle un correo electrónico de confirmación con su número de referencia, lo que sigue y un enlace a nuestra página de estado (si envía el mismo formulario otra vez dentro de la misma hora, un solo correo indica ambos números de referencia); ese correo solo repite su nombre, abreviado y sin nada que parezca un enlace, nunca sus demás respuestas;',
    'blocks.how-we-use-information-list.items.6':
      'evitar que se envíen a las personas correos que no pidieron, limitando cuántos correos de confirmación y de estado pueden enviarse a un mismo buzón y a una misma red en una hora y en un día; para contarlos, conservamos durante un día una forma codificada del buzón y de la dirección de red (nunca ninguno de los dos en forma legible);',
    'blocks.how-we-use-information-list.items.7':
      'mostrar en nuestra página de estado la etapa en que se encuentra su envío a quien ingrese su número de referencia junto con el correo electrónico desde el que se envió; la página muestra la etapa, su fecha, lo que sigue y, cuando una respuesta que usted nos envió por correo electrónico se ha vinculado a su envío, cuántas llegaron y cuándo llegó la más reciente, nada más. Las consultas que no coinciden se cuentan durante una hora, mediante una forma codificada de la dirección de red y del número de referencia (nunca ninguno de los dos en forma legible), para impedir los intentos de adivinar referencias, y se olvidan al cabo de un día;',
    'blocks.how-we-use-information-list.items.8':
      'informar sobre nuestros programas en forma agregada (cifras, nunca nombres) a los socios y a quienes nos financian.',
    'blocks.where-information-is-stored.title':
      'Dónde se guarda su información y quién puede verla',
    'blocks.where-information-is-stored.paragraphs.0':
      'Los envíos de formularios se guardan en una base de datos alojada por nuestro proveedor de servicios, Supabase. El acceso está restringido por reglas de la base de datos: los visitantes pueden hacer un envío, pero no pueden leer ninguno, y solo el personal que ha iniciado sesión y tiene el rol de administrador puede ver los envíos y actualizar su estado.',
    'blocks.where-information-is-stored.paragraphs.1':
      'Cuando se envía un formulario, nuestro personal recibe, a través de un servicio de envío de correo electrónico, un aviso por correo con los datos enviados.',
    'blocks.where-information-is-stored.paragraphs.2':
      'Nuestros proveedores de servicios tratan la información solo según nuestras instrucciones y para estos fines. No vendemos, alquilamos ni intercambiamos su información personal, y no la compartimos con patrocinadores ni socios sin su permiso.',
    'blocks.your-browser.title': 'Información que se guarda en su navegador',
    'blocks.your-browser.paragraphs.0':
      'Mientras usted llena un formulario, el sitio puede guardar un borrador sin enviar en el almacenamiento de sesión de su navegador, para que no pierda lo que escribió si la página se vuelve a cargar. El borrador se borra cuando envía el formulario o cierra la pestaña, y nunca nos llega antes de que usted lo envíe.',
    'blocks.your-browser.paragraphs.1':
      'El personal que inicia sesión en el área de revisión tiene un token de sesión guardado en el almacenamiento local de su navegador, para que su sesión siga iniciada. El token se elimina cuando cierra la sesión.',
    'blocks.your-browser.paragraphs.2':
      'El conteo de visitas no guarda nada en su navegador: ninguna cookie y nada en el almacenamiento local ni en el de sesión.',
    'blocks.retention.title': 'Cuánto tiempo conservamos la información',
    'blocks.retention.paragraphs.0':
      'Conservamos la información personal solo mientras la necesitamos:',
    'blocks.retention-list.items.0':
      'Solicitudes de AI Coach no aceptadas: 24 meses después de nuestra decisión, para poder tenerle en cuenta en futuros grupos de capacitación; puede pedirnos que eliminemos la suya antes.',
    'blocks.retention-list.items.1':
      'Solicitudes de AI Coaches aceptados: mientras trabaje como AI Coach con nosotros y 3 años después, para los registros del programa y de las subvenciones.',
    'blocks.retention-list.items.2':
      'Mensajes de contacto: 24 meses después de nuestra última respuesta.',
    'blocks.retention-list.items.3':
      'Inscripciones en la Alianza: hasta que nos pida que demos de baja a su organización, o 36 meses después de nuestro último contacto.',
    'blocks.retention-list.items.4':
      'Cuentas de revisores: hasta que la persona deje de revisar envíos para nosotros.',
    'blocks.your-rights.title': 'Sus opciones y derechos',
    'blocks.your-rights.paragraphs.0':
      'Puede pedirnos que le informemos qué datos tenemos sobre usted, que los corrijamos, que los eliminemos o que dejemos de comunicarnos con usted. Envíe su solicitud por correo electrónico o por teléfono (vea “Contáctenos” más abajo). Es posible que le pidamos que confirme su identidad antes de atender una solicitud, y le responderemos en un plazo de 30 días.',
    'blocks.your-rights.paragraphs.1':
      'Si desea retirar una solicitud de AI Coach, avísenos: dejaremos de revisarla y la eliminaremos, salvo los registros que la ley nos obligue a conservar.',
    'blocks.children.title': 'Menores de edad',
    'blocks.children.paragraphs.0':
      'Algunos de nuestros concursos están abiertos a estudiantes de K-12. Toda persona menor de 18 años necesita el consentimiento de su madre, su padre o su tutor legal antes de enviar un formulario, participar en un concurso o inscribirse en un evento. La solicitud de AI Coach es solo para adultos. Si cree que un menor nos envió información sin ese consentimiento, comuníquese con nosotros y la eliminaremos.',
    'blocks.security.title': 'Seguridad',
    'blocks.security.paragraphs.0':
      'El sitio se sirve solo mediante conexiones cifradas (HTTPS), la base de datos rechaza las peticiones que sus reglas de acceso no permiten, y las cuentas del personal están protegidas con contraseñas. Ningún sistema es perfectamente seguro; si nos enteramos de una filtración que afecte su información, se lo notificaremos según lo exija la ley.',
    'blocks.other-websites.title': 'Otros sitios web',
    'blocks.other-websites.paragraphs.0':
      'Nuestras páginas tienen enlaces a sitios web de eventos y concursos administrados por terceros. Esos enlaces se abren en una pestaña nueva, y esos sitios tienen sus propias políticas de privacidad.',
    'blocks.changes.title': 'Cambios a esta política',
    'blocks.changes.paragraphs.0':
      'Si cambiamos esta política, publicaremos aquí la nueva versión con una nueva fecha de entrada en vigor. Si un cambio afecta la forma en que usamos información que usted ya nos envió, se lo diremos por correo electrónico antes de que entre en vigor.',
    'blocks.contact-us.title': 'Contáctenos',
    'blocks.contact-us.paragraphs.0':
      'Para preguntas o solicitudes sobre privacidad, escriba a {email} o llame al {phone}. Nuestro horario de atención es de lunes a viernes, de 8:00 a.m. a 5:00 p.m., hora de la montaña; cerramos los fines de semana, y los mensajes que recibimos en esos días se responden el siguiente día hábil.',
  },
} satisfies SpanishSeed
