-- Sample submissions for local development (`npm start`, `supabase start`, `supabase db reset`).
-- Fixed ids with `on conflict do nothing`, so running it again changes nothing. Addresses use
-- the reserved example.* domains and 555-01xx phone numbers; no real person is described.
-- The local admin user is created by the stack, not here (auth users belong to the auth service).

insert into public.coach_applications (
  id, first_name, last_name, email, phone, city, region, organization, title, experience,
  ai_experience, teaching_experience, availability, motivation, status, created_at
) values
  (
    '5eed0000-0000-4000-8000-000000000101', 'Maria', 'Delgado', 'maria.delgado@example.com',
    '208-555-0111', 'Boise', 'southwestern', 'High school computer science teacher',
    'High school computer science teacher',
    'Twelve years teaching CS and statistics; I run a district PD series on classroom technology.',
    'advanced', 'Yes', 'part-time',
    'Teachers around me are curious about AI but unsure where to start. I want to give them practical, safe first steps.',
    'pending', now() - interval '2 days'
  ),
  (
    '5eed0000-0000-4000-8000-000000000102', 'James', 'Whitehorse', 'j.whitehorse@example.org',
    '(208) 555-0112', 'Pocatello', 'southeastern', 'Workforce development coordinator',
    'Workforce development coordinator',
    'I coordinate adult upskilling programs for manufacturers and have taught evening classes at the college.',
    'intermediate', 'Yes', 'full-time',
    'Small manufacturers in eastern Idaho need hands-on help adopting AI tools without large consulting budgets.',
    'interview', now() - interval '6 days'
  ),
  (
    '5eed0000-0000-4000-8000-000000000103', 'Emily', 'Nakamura', 'emily.nakamura@example.net',
    '208-555-0113', 'Coeur d''Alene', 'north', 'Small business owner', 'Small business owner',
    'I run a marketing agency of six people and have trained my team on generative AI workflows.',
    'intermediate', 'No', 'flexible',
    'I would like to help other owners in north Idaho save time with AI while keeping customer data safe.',
    'approved', now() - interval '13 days'
  ),
  (
    '5eed0000-0000-4000-8000-000000000104', 'Robert', 'Okafor', 'robert.okafor@example.com',
    '208-555-0114', 'Idaho Falls', 'eastern', 'Retired engineer', 'Retired engineer',
    'Thirty years as a controls engineer at a national laboratory, mentoring interns every summer.',
    'advanced', 'No', 'part-time',
    'I want to stay useful in my community and help students see how AI is actually built and tested.',
    'rejected', now() - interval '20 days'
  ),
  (
    '5eed0000-0000-4000-8000-000000000105', 'Hannah', 'Lindqvist', 'hannah.lindqvist@example.org',
    '208-555-0115', 'Salmon', 'eastern', 'Librarian', 'Librarian',
    'I lead digital literacy workshops for all ages at our county library and coordinate volunteers.',
    'beginner', 'Yes', 'part-time',
    'Rural patrons ask me about AI every week. Becoming a coach would let me answer with confidence and care.',
    'pending', now() - interval '27 days'
  ),
  (
    '5eed0000-0000-4000-8000-000000000106', 'Daniel', 'Reyes', 'daniel.reyes@example.net',
    '208-555-0116', 'Nampa', 'southwestern', 'Community college instructor',
    'Community college instructor',
    'I teach business information systems and have built chatbot prototypes with my students.',
    'advanced', 'Yes', 'full-time',
    'I want to connect what my students learn with employers in the Treasure Valley who need AI skills now.',
    'interview', now() - interval '41 days'
  )
on conflict (id) do nothing;

insert into public.contact_submissions (
  id, first_name, last_name, email, phone, organization_type, organization_name, subject, message,
  status, created_at
) values
  (
    '5eed0000-0000-4000-8000-000000000201', 'Susan', 'Park', 'spark@example.org', '208-555-0121',
    'k-12', 'Example Valley School District', 'request-training',
    'We would like a half-day AI workshop for about forty middle school teachers in March.',
    'new', now() - interval '1 day'
  ),
  (
    '5eed0000-0000-4000-8000-000000000202', 'Tom', 'Brennan', 'tom.brennan@example.com',
    '208-555-0122', 'chamber', 'Example County Chamber of Commerce', 'partnership',
    'Our chamber would like to co-host an AI Upskilling Challenge for member businesses this fall.',
    'pending', now() - interval '4 days'
  ),
  (
    '5eed0000-0000-4000-8000-000000000203', 'Aisha', 'Rahman', 'aisha.rahman@example.edu',
    '208-555-0123', 'university', 'Example State University', 'events',
    'Can our student AI club present at Idaho AI Week? We have three projects ready to demo.',
    'responded', now() - interval '9 days'
  ),
  (
    '5eed0000-0000-4000-8000-000000000204', 'Greg', 'Olsen', 'greg@example.net', '208-555-0124',
    'business', 'Olsen Family Farms', 'general',
    'Is there training aimed at agriculture? We are interested in crop planning and irrigation tools.',
    'closed', now() - interval '18 days'
  )
on conflict (id) do nothing;

insert into public.alliance_registrations (
  id, first_name, last_name, email, phone, organization, organization_type, title, interests,
  message, status, created_at
) values
  (
    '5eed0000-0000-4000-8000-000000000301', 'Laura', 'Benson', 'laura.benson@example.org',
    '208-555-0131', 'Example Workforce Council', 'workforce', 'Program Director',
    array['training', 'events'],
    'We fund short courses across the state and would like to align them with the alliance pathways.',
    'new', now() - interval '3 days'
  ),
  (
    '5eed0000-0000-4000-8000-000000000302', 'Kevin', 'Tran', 'kevin.tran@example.com', null,
    'Example Software Co.', 'business', 'CTO', array['sponsorship', 'contests', 'trainer'], null,
    'pending', now() - interval '11 days'
  )
on conflict (id) do nothing;

-- >>> site content: generated by `npm run site:seed` from src/content (do not edit by hand)
create temporary table site_content_seed as select $site${
  "events": [
    {
      "slug": "idaho-ai-week",
      "name": "Idaho AI Week",
      "dates": "April 20–25, 2026",
      "startsAt": "2026-04-20T00:00:00-06:00",
      "endsAt": "2026-04-25T23:59:59-06:00",
      "location": "Boise, Idaho",
      "description": "A week-long annual celebration of artificial intelligence in Idaho: 100+ events in Boise and across the state where students, educators, employers and community members learn, build and meet the people putting AI to work here.",
      "url": "https://www.idahoaiweek.org",
      "highlights": [
        "100+ events across the week: workshops, talks, demos and meetups",
        "Hands-on Talk to AI and Create with AI sessions for beginners",
        "Employer and chamber sessions on upskilling teams",
        "Closes with the Innovation Challenge showcase at the state capitol"
      ]
    },
    {
      "slug": "state-ai-expo",
      "name": "State AI Expo",
      "dates": "April 25, 2026, 9 AM–4 PM MT",
      "startsAt": "2026-04-25T09:00:00-06:00",
      "endsAt": "2026-04-25T16:00:00-06:00",
      "location": "Idaho Capitol, Boise",
      "description": "A one-day expo at the Idaho Capitol where Innovation Challenge finalists show their work to lawmakers, employers and the public, and where the challenge awards are presented.",
      "url": "https://www.idahoaiexpo.org",
      "highlights": [
        "Finalist projects from students, innovators and employers on display",
        "Awards, including Audience Choice and AI Workforce Champion",
        "Certified innovators and global nominees recognized",
        "Open to the public, legislators and partners"
      ]
    },
    {
      "slug": "ai-education-week",
      "name": "AI Education Week",
      "dates": "Held each year",
      "location": "Nationwide, with events in Idaho schools and communities",
      "description": "A national model week that puts AI education in front of every classroom and community. Idaho schools, libraries and partners take part with lessons, open sessions and family events built on our training pathways.",
      "url": "https://www.aieducationweek.org",
      "highlights": [
        "Ready-to-use classroom lessons for K-12 teachers",
        "Community sessions hosted by certified AI Coaches",
        "A model other states can adopt for their own AI education week"
      ]
    }
  ],
  "timeline": [
    {
      "cycle": "2025–26",
      "phases": [
        {
          "phase": "Enroll",
          "dates": "Nov 10, 2025 – Jan 8, 2026",
          "startsAt": "2025-11-10T09:00:00-07:00",
          "endsAt": "2026-01-08T23:59:59-07:00",
          "details": [
            "Early access opens Nov 10, 2025 at 9:00 AM MT.",
            "Standard registration and the participant portal launch on Jan 8, 2026."
          ]
        },
        {
          "phase": "Create",
          "dates": "Nov 10, 2025 – Mar 17, 2026",
          "startsAt": "2025-11-10T00:00:00-07:00",
          "endsAt": "2026-03-17T23:59:59-06:00",
          "details": [
            "Teams build their projects.",
            "Optional check-ins every Friday at 3:00 PM MT."
          ]
        },
        {
          "phase": "Deadline",
          "dates": "Mar 18, 2026, 11:59 PM MT",
          "startsAt": "2026-03-18T00:00:00-06:00",
          "endsAt": "2026-03-18T23:59:00-06:00",
          "details": [
            "A submission must include: a prototype or demo; an abstract of 250–500 words; a pitch deck; a demo video of 3–5 minutes; and a reflection log."
          ]
        },
        {
          "phase": "Vote",
          "dates": "Mar 20–30, 2026",
          "startsAt": "2026-03-20T00:00:00-06:00",
          "endsAt": "2026-03-30T23:59:59-06:00",
          "details": [
            "One verified vote per person, per e-mail address and per IP address."
          ]
        },
        {
          "phase": "Judge",
          "dates": "Mar 21 – Apr 2, 2026",
          "startsAt": "2026-03-21T00:00:00-06:00",
          "endsAt": "2026-04-02T23:59:59-06:00",
          "details": [
            "Judging rubric: innovation and creativity; technical proficiency; business impact and relevance; ethical AI use; presentation and communication.",
            "Finalists are announced on Apr 3, 2026 at 9:00 AM MT."
          ]
        },
        {
          "phase": "Showcase",
          "dates": "Apr 25, 2026, 9:00 AM – 4:00 PM MT",
          "startsAt": "2026-04-25T09:00:00-06:00",
          "endsAt": "2026-04-25T16:00:00-06:00",
          "details": [
            "At the Idaho State Capitol in Boise.",
            "Awards: Audience Choice; Biggest Productivity Gain; Most Creative AI Use; Best Customer Impact; AI Workforce Champion; recognition of certified innovators; and global nominees."
          ]
        }
      ]
    }
  ],
  "banner": {},
  "goals": [
    {
      "label": "Teachers and professionals trained",
      "target": "500+",
      "progress": 0
    },
    {
      "label": "Students engaged in contests",
      "target": "1,000+",
      "progress": 0
    },
    {
      "label": "Businesses upskilled",
      "target": "150+",
      "progress": 0
    },
    {
      "label": "Certified trainers deployed",
      "target": "50+",
      "progress": 0
    },
    {
      "label": "Funding leveraged",
      "target": "$750,000+",
      "progress": 0
    },
    {
      "label": "Communities engaged",
      "target": "Every region",
      "progress": 0
    }
  ],
  "pilotGoals": [
    {
      "label": "Teachers trained",
      "target": "500+",
      "progress": 0
    },
    {
      "label": "Businesses upskilled",
      "target": "150+",
      "progress": 0
    },
    {
      "label": "AI coaches certified",
      "target": "15",
      "progress": 0
    },
    {
      "label": "Startups launched",
      "target": "10",
      "progress": 0
    },
    {
      "label": "Funding leveraged",
      "target": "$750K+",
      "progress": 0
    }
  ],
  "partners": [],
  "contact": {
    "email": "info@idahoaialliance.org",
    "phone": "(208) 555-0142"
  },
  "partnerTiers": [
    {
      "name": "State",
      "description": "Statewide sponsors and agencies that fund the initiative across all regions of Idaho.",
      "benefits": [
        "Named recognition at Idaho AI Week and the State AI Expo",
        "A seat at the table when the yearly goals are set",
        "Statewide impact reports on people trained and results achieved"
      ]
    },
    {
      "name": "Regional",
      "description": "Employers, chambers and foundations that support training and contests in one region.",
      "benefits": [
        "Training and challenges focused on the partner’s region",
        "Recognition at regional events and contest showcases",
        "Regional impact reports"
      ]
    },
    {
      "name": "Education",
      "description": "School districts, colleges and universities that host training, contests and AI Coaches.",
      "benefits": [
        "Priority scheduling of on-site training for staff and students",
        "Support for student teams entering the competitions",
        "Access to certified AI Coaches for professional development"
      ]
    },
    {
      "name": "Community",
      "description": "Libraries, nonprofits, workforce boards and local groups that bring AI skills to their neighbours.",
      "benefits": [
        "Free introductory sessions for community members",
        "Listing as a community partner on the Alliance website",
        "Help planning local events during Idaho AI Week"
      ]
    }
  ],
  "news": [
    {
      "slug": "ai-coach-applications-open",
      "title": "AI Coach applications are open",
      "date": "2026-11-20",
      "summary": "Experienced educators and professionals can apply to become certified AI Coaches. It is free to apply, and certification is free for accepted applicants.",
      "body": [
        "Applications to become an AI Coach are open on a rolling basis. Coaches lead Alliance training in schools, colleges, chambers and businesses near them.",
        "Certification is currently grant-funded and free for accepted applicants, and no prior AI experience is required."
      ],
      "link": {
        "label": "Apply to be an AI Coach",
        "href": "/ai-coach-application"
      }
    },
    {
      "slug": "training-for-organizations",
      "title": "Book AI training for your school or workplace",
      "date": "2026-11-16",
      "summary": "Five training pathways take learners from their first conversation with an AI assistant to building AI tools, leading innovation projects and teaching others.",
      "body": [
        "Certified AI Coaches teach the pathways in person at schools, colleges, chambers and workplaces, and online for people who cannot travel.",
        "Organizations can book a pathway for their own staff or students. Tell us who you want to train and we will suggest the right pathway and format."
      ],
      "link": {
        "label": "See the training pathways",
        "href": "/training-programs"
      }
    }
  ],
  "messages": {
    "coach_application": {
      "heading": "Your AI Coach application is in",
      "nextSteps": [
        "Our team reviews your application.",
        "If your application moves forward, we invite you to a 30-minute video interview.",
        "We then check your references and run a background check.",
        "You hear our decision within 5-7 business days."
      ],
      "toastTitle": "Application Submitted!",
      "toastText": "We've received your AI Coach application. You'll hear from us within 5-7 business days.",
      "emailThanks": "Thank you for your {received}. It has reached us and is stored under the reference below.",
      "emailThanksCombined": "We have received your {received} ({reference}) and {earlier}. Each is stored under its own reference; our team sees them together, so there is no need to send it again.",
      "emailQuote": "Please quote your reference whenever you write or call us.",
      "emailQuoteCombined": "Please quote your latest reference whenever you write or call us.",
      "emailStatusPage": "See where it stands at any time, with your reference and this e-mail address: {link}",
      "emailQuestions": "Questions? Reply to this e-mail, or write to {address}.",
      "emailWhy": "You receive this e-mail because this address was entered in a form on our site. If that was not you, reply and let us know."
    },
    "contact_submission": {
      "heading": "Your message is on its way to our team",
      "nextSteps": [
        "Your message goes to the person on our team who handles your subject.",
        "We'll get back to you within 1-2 business days."
      ],
      "toastTitle": "Message Sent!",
      "toastText": "We'll get back to you within 1-2 business days.",
      "emailThanks": "Thank you for your {received}. It has reached us and is stored under the reference below.",
      "emailThanksCombined": "We have received your {received} ({reference}) and {earlier}. Each is stored under its own reference; our team sees them together, so there is no need to send it again.",
      "emailQuote": "Please quote your reference whenever you write or call us.",
      "emailQuoteCombined": "Please quote your latest reference whenever you write or call us.",
      "emailStatusPage": "See where it stands at any time, with your reference and this e-mail address: {link}",
      "emailQuestions": "Questions? Reply to this e-mail, or write to {address}.",
      "emailWhy": "You receive this e-mail because this address was entered in a form on our site. If that was not you, reply and let us know."
    },
    "alliance_registration": {
      "heading": "Your alliance registration is in",
      "nextSteps": [
        "Our partnerships team reviews your registration and the areas of interest you chose.",
        "We write to you to welcome your organization and suggest a first step: a training, a contest, an event or a sponsorship."
      ],
      "toastTitle": "Registration Received!",
      "toastText": "Welcome to the Idaho AI Alliance. We'll get back to you within 1-2 business days.",
      "emailThanks": "Thank you for your {received}. It has reached us and is stored under the reference below.",
      "emailThanksCombined": "We have received your {received} ({reference}) and {earlier}. Each is stored under its own reference; our team sees them together, so there is no need to send it again.",
      "emailQuote": "Please quote your reference whenever you write or call us.",
      "emailQuoteCombined": "Please quote your latest reference whenever you write or call us.",
      "emailStatusPage": "See where it stands at any time, with your reference and this e-mail address: {link}",
      "emailQuestions": "Questions? Reply to this e-mail, or write to {address}.",
      "emailWhy": "You receive this e-mail because this address was entered in a form on our site. If that was not you, reply and let us know."
    },
    "translations": {
      "es": {
        "publish": true,
        "texts": {
          "coach_application.heading": {
            "text": "Recibimos su solicitud de AI Coach",
            "of": "d1b56197"
          },
          "coach_application.nextSteps.0": {
            "text": "Nuestro equipo revisa su solicitud.",
            "of": "a73c3dfe"
          },
          "coach_application.nextSteps.1": {
            "text": "Si su solicitud avanza, le enviamos una invitación a una entrevista por video de 30 minutos.",
            "of": "08476e38"
          },
          "coach_application.nextSteps.2": {
            "text": "Después verificamos sus referencias y hacemos una verificación de antecedentes.",
            "of": "6402208e"
          },
          "coach_application.nextSteps.3": {
            "text": "Le comunicamos nuestra decisión en un plazo de 5 a 7 días hábiles.",
            "of": "35a1b2c5"
          },
          "coach_application.toastTitle": {
            "text": "¡Solicitud enviada!",
            "of": "c8e97733"
          },
          "coach_application.toastText": {
            "text": "Recibimos su solicitud de AI Coach. Tendrá noticias nuestras en un plazo de 5 a 7 días hábiles.",
            "of": "67a3c9d0"
          },
          "coach_application.emailThanks": {
            "text": "Gracias por su {received}. Ya nos llegó y se registró con la referencia que aparece abajo.",
            "of": "1c3d3f0d"
          },
          "coach_application.emailThanksCombined": {
            "text": "Recibimos su {received} ({reference}) y {earlier}. Cada envío quedó registrado con su propia referencia; nuestro equipo los ve juntos, así que no hace falta volver a enviar nada.",
            "of": "2ea99aaf"
          },
          "coach_application.emailQuote": {
            "text": "Por favor, mencione su referencia siempre que nos escriba o nos llame.",
            "of": "fc9a7440"
          },
          "coach_application.emailQuoteCombined": {
            "text": "Por favor, mencione su referencia más reciente siempre que nos escriba o nos llame.",
            "of": "efb0dfc5"
          },
          "coach_application.emailStatusPage": {
            "text": "Consulte en qué punto está en cualquier momento, con su referencia y esta dirección de correo electrónico: {link}",
            "of": "585b6577"
          },
          "coach_application.emailQuestions": {
            "text": "¿Preguntas? Responda a este correo o escriba a {address}.",
            "of": "0dbc3674"
          },
          "coach_application.emailWhy": {
            "text": "Recibe este correo porque esta dirección se escribió en un formulario de nuestro sitio. Si no fue usted, responda y avísenos.",
            "of": "612c7a70"
          },
          "contact_submission.heading": {
            "text": "Su mensaje va camino a nuestro equipo",
            "of": "52c6704d"
          },
          "contact_submission.nextSteps.0": {
            "text": "Su mensaje llega a la persona de nuestro equipo que se encarga de su tema.",
            "of": "7a8eb146"
          },
          "contact_submission.nextSteps.1": {
            "text": "Le responderemos en un plazo de 1 a 2 días hábiles.",
            "of": "fe747931"
          },
          "contact_submission.toastTitle": {
            "text": "¡Mensaje enviado!",
            "of": "0c429b99"
          },
          "contact_submission.toastText": {
            "text": "Le responderemos en un plazo de 1 a 2 días hábiles.",
            "of": "fe747931"
          },
          "contact_submission.emailThanks": {
            "text": "Gracias por su {received}. Ya nos llegó y se registró con la referencia que aparece abajo.",
            "of": "1c3d3f0d"
          },
          "contact_submission.emailThanksCombined": {
            "text": "Recibimos su {received} ({reference}) y {earlier}. Cada envío quedó registrado con su propia referencia; nuestro equipo los ve juntos, así que no hace falta volver a enviar nada.",
            "of": "2ea99aaf"
          },
          "contact_submission.emailQuote": {
            "text": "Por favor, mencione su referencia siempre que nos escriba o nos llame.",
            "of": "fc9a7440"
          },
          "contact_submission.emailQuoteCombined": {
            "text": "Por favor, mencione su referencia más reciente siempre que nos escriba o nos llame.",
            "of": "efb0dfc5"
          },
          "contact_submission.emailStatusPage": {
            "text": "Consulte en qué punto está en cualquier momento, con su referencia y esta dirección de correo electrónico: {link}",
            "of": "585b6577"
          },
          "contact_submission.emailQuestions": {
            "text": "¿Preguntas? Responda a este correo o escriba a {address}.",
            "of": "0dbc3674"
          },
          "contact_submission.emailWhy": {
            "text": "Recibe este correo porque esta dirección se escribió en un formulario de nuestro sitio. Si no fue usted, responda y avísenos.",
            "of": "612c7a70"
          },
          "alliance_registration.heading": {
            "text": "Recibimos su inscripción en la alianza",
            "of": "6d500c2f"
          },
          "alliance_registration.nextSteps.0": {
            "text": "Nuestro equipo de alianzas revisa su inscripción y las áreas de interés que eligió.",
            "of": "51d4ffb2"
          },
          "alliance_registration.nextSteps.1": {
            "text": "Le escribimos para darle la bienvenida a su organización y sugerirle un primer paso: una capacitación, un concurso, un evento o un patrocinio.",
            "of": "65161a6c"
          },
          "alliance_registration.toastTitle": {
            "text": "¡Inscripción recibida!",
            "of": "6c832216"
          },
          "alliance_registration.toastText": {
            "text": "Le damos la bienvenida a la Alianza de IA de Idaho. Le responderemos en un plazo de 1 a 2 días hábiles.",
            "of": "ace5cc17"
          },
          "alliance_registration.emailThanks": {
            "text": "Gracias por su {received}. Ya nos llegó y se registró con la referencia que aparece abajo.",
            "of": "1c3d3f0d"
          },
          "alliance_registration.emailThanksCombined": {
            "text": "Recibimos su {received} ({reference}) y {earlier}. Cada envío quedó registrado con su propia referencia; nuestro equipo los ve juntos, así que no hace falta volver a enviar nada.",
            "of": "2ea99aaf"
          },
          "alliance_registration.emailQuote": {
            "text": "Por favor, mencione su referencia siempre que nos escriba o nos llame.",
            "of": "fc9a7440"
          },
          "alliance_registration.emailQuoteCombined": {
            "text": "Por favor, mencione su referencia más reciente siempre que nos escriba o nos llame.",
            "of": "efb0dfc5"
          },
          "alliance_registration.emailStatusPage": {
            "text": "Consulte en qué punto está en cualquier momento, con su referencia y esta dirección de correo electrónico: {link}",
            "of": "585b6577"
          },
          "alliance_registration.emailQuestions": {
            "text": "¿Preguntas? Responda a este correo o escriba a {address}.",
            "of": "0dbc3674"
          },
          "alliance_registration.emailWhy": {
            "text": "Recibe este correo porque esta dirección se escribió en un formulario de nuestro sitio. Si no fue usted, responda y avísenos.",
            "of": "612c7a70"
          }
        }
      }
    }
  },
  "pages": {
    "/": {
      "seo": {
        "title": "Idaho AI Alliance: AI Skills for Idaho’s Workforce",
        "description": "Statewide AI training, contests, events and coaching for Idaho educators, students, employers and communities. Join the Alliance or access training."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "A statewide AI workforce initiative",
          "title": "Preparing Idaho’s workforce for AI",
          "lead": "The Idaho AI Alliance brings schools, colleges, employers, chambers and communities together to learn AI, build with it and measure the results, in every region of the state.",
          "actions": [
            {
              "label": "Join the Alliance",
              "href": "/join-alliance"
            },
            {
              "label": "Access Training",
              "href": "/training-programs"
            }
          ]
        },
        {
          "kind": "prose",
          "id": "mission",
          "title": "Our mission",
          "paragraphs": [
            "We make practical AI skills available to every Idahoan who wants them: teachers and students, workers and business owners, in cities and in rural towns.",
            "The Alliance is run by a public-benefit corporation. We train certified AI Coaches who teach in their own communities, run contests that turn learning into real projects, and report openly on what the work achieves."
          ]
        },
        {
          "kind": "prose",
          "id": "why-this-matters",
          "title": "Why this matters now",
          "paragraphs": []
        },
        {
          "kind": "cards",
          "id": "claim-figures",
          "cards": [
            {
              "title": "Nearly 40%",
              "text": "of job skills will be influenced by AI by 2030."
            },
            {
              "title": "Fewer than 20%",
              "text": "of teachers and professionals have been formally trained in AI."
            }
          ]
        },
        {
          "kind": "prose",
          "id": "pillars",
          "title": "Four pillars",
          "paragraphs": [
            "Everything the Alliance does fits one of four pillars."
          ]
        },
        {
          "kind": "prose",
          "id": "blueprint",
          "title": "The blueprint: four steps",
          "paragraphs": [
            "Organizations and individuals move through the same four steps."
          ]
        },
        {
          "kind": "table",
          "id": "programs-at-a-glance",
          "title": "Programs at a glance",
          "intro": "Who each program serves and what participants leave with.",
          "caption": "Alliance programs by audience and outcome",
          "columns": [
            "Program",
            "Audience",
            "Outcome"
          ],
          "rows": [
            [
              "Talk to AI",
              "Anyone new to AI: teachers, staff, students, job seekers",
              "Uses an AI assistant safely and checks its answers"
            ],
            [
              "Create with AI",
              "Educators and professionals who finished Talk to AI",
              "Four finished deliverables for their own work"
            ],
            [
              "Build with AI",
              "Learners with basic programming skills",
              "A working AI application or automation"
            ],
            [
              "AI Innovation Certification",
              "Graduates of all three levels, or by portfolio review",
              "A presented capstone project and certification"
            ],
            [
              "AI Coaching Certification",
              "Experienced educators and trainers",
              "Certification to teach the pathways across Idaho"
            ],
            [
              "Contests and innovation challenges",
              "K-12 students, university students, entrepreneurs, employers and chambers",
              "A prototype, pitch and showcase in front of judges"
            ],
            [
              "Statewide events",
              "Communities, employers, schools and sponsors",
              "Connections, demonstrations and recognition across the state"
            ]
          ]
        },
        {
          "kind": "cards",
          "id": "become-an-ai-coach",
          "title": "Become an AI Coach",
          "cards": [
            {
              "title": "Teach AI in your community",
              "text": "Experienced educators and professionals can become certified AI Coaches and lead Alliance training in schools, colleges, chambers and businesses near them. Certification training is currently grant-funded and free for accepted applicants.",
              "link": {
                "label": "Apply to Train",
                "href": "/ai-coach-application"
              }
            }
          ]
        },
        {
          "kind": "prose",
          "id": "contests",
          "title": "Contests and innovation challenges",
          "paragraphs": [
            "Four competitions, one for each stage of learning and work. Each links to its own site."
          ],
          "more": {
            "label": "Compare the competitions",
            "href": "/join-competition"
          }
        },
        {
          "kind": "cta",
          "id": "partners",
          "title": "Partner with the Alliance",
          "text": "Partners fund training, host events and bring challenges for students to solve. There are four tiers.",
          "actions": [
            {
              "label": "Become a partner",
              "href": "/contact?type=partner"
            },
            {
              "label": "Partnership benefits and grant matching",
              "href": "/partners"
            }
          ]
        },
        {
          "kind": "prose",
          "id": "goals",
          "title": "Our goals for 2026",
          "paragraphs": [
            "Progress is shown at 0% until the first measured results are published."
          ]
        },
        {
          "kind": "cards",
          "id": "where-to-start",
          "title": "Where to start",
          "intro": "Pick the description that fits you best.",
          "cards": [
            {
              "title": "Educators",
              "text": "Teachers, faculty and school staff learn to use AI in planning and instruction, guide students in the AI Science Fair, and can become certified AI Coaches.",
              "link": {
                "label": "Training for educators",
                "href": "/training-programs"
              }
            },
            {
              "title": "Students",
              "text": "K-12 and university students take part in contests that build real projects, get feedback from judges and present their work at the Capitol.",
              "link": {
                "label": "Competitions for students",
                "href": "/join-competition"
              }
            },
            {
              "title": "Employers and chambers",
              "text": "Businesses and chambers of commerce upskill their teams with on-site training and the AI Upskilling Challenge, and measure the gains.",
              "link": {
                "label": "On-site training for organizations",
                "href": "/ai-coaches"
              }
            }
          ]
        },
        {
          "kind": "cta",
          "id": "closing",
          "title": "Be part of Idaho’s AI workforce",
          "text": "Join the Alliance to hear about training, contests and events in your region, or talk to us about bringing AI training to your organization.",
          "actions": [
            {
              "label": "Join the Alliance",
              "href": "/join-alliance"
            },
            {
              "label": "Contact Us",
              "href": "/contact"
            }
          ]
        }
      ],
      "translations": {
        "es": {
          "publish": true,
          "texts": {
            "seo.title": {
              "text": "Alianza de IA de Idaho: habilidades de IA para el trabajo",
              "of": "07c462f3"
            },
            "seo.description": {
              "text": "Capacitación en IA, concursos, eventos y acompañamiento en todo Idaho para educadores, estudiantes, empleadores y comunidades. Únase o acceda a la capacitación.",
              "of": "8a38ef5f"
            },
            "blocks.hero.eyebrow": {
              "text": "Una iniciativa de IA para la fuerza laboral de todo el estado",
              "of": "61d0a746"
            },
            "blocks.hero.title": {
              "text": "Preparamos a la fuerza laboral de Idaho para la IA",
              "of": "a69f66f1"
            },
            "blocks.hero.lead": {
              "text": "La Alianza de IA de Idaho reúne a escuelas, universidades, empleadores, cámaras de comercio y comunidades para aprender sobre la IA, crear con ella y medir los resultados, en todas las regiones del estado.",
              "of": "c0b3df16"
            },
            "blocks.hero.actions.0.label": {
              "text": "Únase a la Alianza",
              "of": "c950a693"
            },
            "blocks.hero.actions.1.label": {
              "text": "Acceda a la capacitación",
              "of": "53311033"
            },
            "blocks.mission.title": {
              "text": "Nuestra misión",
              "of": "d04d176b"
            },
            "blocks.mission.paragraphs.0": {
              "text": "Ponemos habilidades prácticas de IA al alcance de todos los habitantes de Idaho que las quieran: maestros y estudiantes, trabajadores y dueños de negocios, en las ciudades y en los pueblos rurales.",
              "of": "1656d639"
            },
            "blocks.mission.paragraphs.1": {
              "text": "La Alianza está a cargo de una corporación de beneficio público. Formamos AI Coaches certificados que enseñan en sus propias comunidades, organizamos concursos que convierten el aprendizaje en proyectos reales e informamos con transparencia sobre los logros del trabajo.",
              "of": "3123cb7c"
            },
            "blocks.why-this-matters.title": {
              "text": "Por qué esto importa ahora",
              "of": "1f49e4d1"
            },
            "blocks.claim-figures.cards.0.title": {
              "text": "Casi el 40%",
              "of": "bb16d0d3"
            },
            "blocks.claim-figures.cards.0.text": {
              "text": "de las habilidades laborales estarán influidas por la IA para 2030.",
              "of": "0cc52926"
            },
            "blocks.claim-figures.cards.1.title": {
              "text": "Menos del 20%",
              "of": "d2b80048"
            },
            "blocks.claim-figures.cards.1.text": {
              "text": "de los maestros y profesionales ha recibido capacitación formal en IA.",
              "of": "49eb2cd4"
            },
            "blocks.pillars.title": {
              "text": "Cuatro pilares",
              "of": "3f58a25c"
            },
            "blocks.pillars.paragraphs.0": {
              "text": "Todo lo que hace la Alianza forma parte de uno de cuatro pilares.",
              "of": "af15beb9"
            },
            "blocks.blueprint.title": {
              "text": "El plan de acción: cuatro pasos",
              "of": "a9011ce2"
            },
            "blocks.blueprint.paragraphs.0": {
              "text": "Las organizaciones y las personas recorren los mismos cuatro pasos.",
              "of": "d3fda9fe"
            },
            "blocks.programs-at-a-glance.title": {
              "text": "Los programas de un vistazo",
              "of": "afb699d6"
            },
            "blocks.programs-at-a-glance.intro": {
              "text": "A quién se dirige cada programa y con qué se queda cada participante.",
              "of": "66cf1340"
            },
            "blocks.programs-at-a-glance.caption": {
              "text": "Programas de la Alianza por público y resultado",
              "of": "563d394d"
            },
            "blocks.programs-at-a-glance.columns.0": {
              "text": "Programa",
              "of": "c4253b6b"
            },
            "blocks.programs-at-a-glance.columns.1": {
              "text": "Público",
              "of": "d0fb1d83"
            },
            "blocks.programs-at-a-glance.columns.2": {
              "text": "Resultado",
              "of": "02dfaed3"
            },
            "blocks.programs-at-a-glance.rows.0.0": {
              "text": "Talk to AI",
              "of": "8e27e882"
            },
            "blocks.programs-at-a-glance.rows.0.1": {
              "text": "Cualquier persona que se inicia en la IA: maestros, personal, estudiantes, personas en busca de empleo",
              "of": "60d32114"
            },
            "blocks.programs-at-a-glance.rows.0.2": {
              "text": "Sabe usar un asistente de IA de forma segura y verificar sus respuestas",
              "of": "b2a907a7"
            },
            "blocks.programs-at-a-glance.rows.1.0": {
              "text": "Create with AI",
              "of": "07048247"
            },
            "blocks.programs-at-a-glance.rows.1.1": {
              "text": "Educadores y profesionales que terminaron Talk to AI",
              "of": "6d62f605"
            },
            "blocks.programs-at-a-glance.rows.1.2": {
              "text": "Cuatro productos terminados para su propio trabajo",
              "of": "2773d9b3"
            },
            "blocks.programs-at-a-glance.rows.2.0": {
              "text": "Build with AI",
              "of": "c9bbb8f1"
            },
            "blocks.programs-at-a-glance.rows.2.1": {
              "text": "Personas con conocimientos básicos de programación",
              "of": "8f7333fc"
            },
            "blocks.programs-at-a-glance.rows.2.2": {
              "text": "Una aplicación o automatización con IA que funciona",
              "of": "dea2177d"
            },
            "blocks.programs-at-a-glance.rows.3.0": {
              "text": "AI Innovation Certification",
              "of": "90ba5cb0"
            },
            "blocks.programs-at-a-glance.rows.3.1": {
              "text": "Quienes completaron los tres niveles, o mediante la revisión de un portafolio",
              "of": "a63400d2"
            },
            "blocks.programs-at-a-glance.rows.3.2": {
              "text": "Un proyecto final presentado y la certificación",
              "of": "08400e59"
            },
            "blocks.programs-at-a-glance.rows.4.0": {
              "text": "AI Coaching Certification",
              "of": "2e28c16d"
            },
            "blocks.programs-at-a-glance.rows.4.1": {
              "text": "Educadores y capacitadores con experiencia",
              "of": "e69ebd82"
            },
            "blocks.programs-at-a-glance.rows.4.2": {
              "text": "La certificación para enseñar las rutas de aprendizaje en todo Idaho",
              "of": "6190b7d5"
            },
            "blocks.programs-at-a-glance.rows.5.0": {
              "text": "Concursos y desafíos de innovación",
              "of": "e0af1c62"
            },
            "blocks.programs-at-a-glance.rows.5.1": {
              "text": "Estudiantes de K-12 y universitarios, emprendedores, empleadores y cámaras de comercio",
              "of": "395317bc"
            },
            "blocks.programs-at-a-glance.rows.5.2": {
              "text": "Un prototipo, una presentación y una exhibición ante un jurado",
              "of": "08511f51"
            },
            "blocks.programs-at-a-glance.rows.6.0": {
              "text": "Eventos en todo el estado",
              "of": "a09cf8b6"
            },
            "blocks.programs-at-a-glance.rows.6.1": {
              "text": "Comunidades, empleadores, escuelas y patrocinadores",
              "of": "2c1463e7"
            },
            "blocks.programs-at-a-glance.rows.6.2": {
              "text": "Contactos, demostraciones y reconocimiento en todo el estado",
              "of": "c3ebe01b"
            },
            "blocks.become-an-ai-coach.title": {
              "text": "Conviértase en AI Coach",
              "of": "13e719d1"
            },
            "blocks.become-an-ai-coach.cards.0.title": {
              "text": "Enseñe IA en su comunidad",
              "of": "9a12faef"
            },
            "blocks.become-an-ai-coach.cards.0.text": {
              "text": "Los educadores y profesionales con experiencia pueden certificarse como AI Coaches y dirigir capacitaciones de la Alianza en escuelas, universidades, cámaras de comercio y empresas de su zona. Por ahora, la capacitación para la certificación se financia con subvenciones y es gratuita para los solicitantes aceptados.",
              "of": "7d3cb73d"
            },
            "blocks.become-an-ai-coach.cards.0.link.label": {
              "text": "Solicite formarse como AI Coach",
              "of": "ec61ad52"
            },
            "blocks.contests.title": {
              "text": "Concursos y desafíos de innovación",
              "of": "e0af1c62"
            },
            "blocks.contests.paragraphs.0": {
              "text": "Cuatro concursos, uno para cada etapa del aprendizaje y del trabajo. Cada uno tiene su propio sitio web.",
              "of": "0cfec1fc"
            },
            "blocks.contests.more.label": {
              "text": "Compare los concursos",
              "of": "9e70caa9"
            },
            "blocks.partners.title": {
              "text": "Colabore con la Alianza",
              "of": "c37b1fc9"
            },
            "blocks.partners.text": {
              "text": "Los socios financian la capacitación, organizan eventos y proponen desafíos para que los estudiantes los resuelvan. Hay cuatro niveles de colaboración.",
              "of": "a22c3517"
            },
            "blocks.partners.actions.0.label": {
              "text": "Hágase socio",
              "of": "2355cc35"
            },
            "blocks.partners.actions.1.label": {
              "text": "Beneficios para socios y fondos de contrapartida",
              "of": "c22a5669"
            },
            "blocks.goals.title": {
              "text": "Nuestras metas para 2026",
              "of": "acbc42c4"
            },
            "blocks.goals.paragraphs.0": {
              "text": "El avance aparece en 0% hasta que se publiquen los primeros resultados medidos.",
              "of": "009c8326"
            },
            "blocks.where-to-start.title": {
              "text": "Por dónde empezar",
              "of": "af8259c1"
            },
            "blocks.where-to-start.intro": {
              "text": "Elija la descripción que mejor le corresponda.",
              "of": "d2288365"
            },
            "blocks.where-to-start.cards.0.title": {
              "text": "Educadores",
              "of": "38a3223d"
            },
            "blocks.where-to-start.cards.0.text": {
              "text": "Los maestros, profesores universitarios y el personal escolar aprenden a usar la IA para planificar y enseñar, guían a sus estudiantes en la AI Science Fair y pueden certificarse como AI Coaches.",
              "of": "c4139cbd"
            },
            "blocks.where-to-start.cards.0.link.label": {
              "text": "Capacitación para educadores",
              "of": "7cc711fa"
            },
            "blocks.where-to-start.cards.1.title": {
              "text": "Estudiantes",
              "of": "ad3459c9"
            },
            "blocks.where-to-start.cards.1.text": {
              "text": "Los estudiantes de K-12 y universitarios participan en concursos donde crean proyectos reales, reciben comentarios de los jueces y presentan su trabajo en el Capitolio.",
              "of": "83c169da"
            },
            "blocks.where-to-start.cards.1.link.label": {
              "text": "Concursos para estudiantes",
              "of": "920e08f6"
            },
            "blocks.where-to-start.cards.2.title": {
              "text": "Empleadores y cámaras de comercio",
              "of": "0a496c8b"
            },
            "blocks.where-to-start.cards.2.text": {
              "text": "Las empresas y las cámaras de comercio mejoran las habilidades de sus equipos con capacitación en sus propias instalaciones y con el AI Upskilling Challenge, y miden los avances.",
              "of": "5411cf55"
            },
            "blocks.where-to-start.cards.2.link.label": {
              "text": "Capacitación en las instalaciones de su organización",
              "of": "8a6008a1"
            },
            "blocks.closing.title": {
              "text": "Forme parte de la fuerza laboral de IA de Idaho",
              "of": "f97fe6ff"
            },
            "blocks.closing.text": {
              "text": "Únase a la Alianza para enterarse de las capacitaciones, los concursos y los eventos de su región, o hable con nosotros para llevar la capacitación en IA a su organización.",
              "of": "5e1f9472"
            },
            "blocks.closing.actions.0.label": {
              "text": "Únase a la Alianza",
              "of": "c950a693"
            },
            "blocks.closing.actions.1.label": {
              "text": "Contáctenos",
              "of": "91dd0cb5"
            }
          }
        }
      }
    },
    "/about": {
      "seo": {
        "title": "About the Idaho AI Alliance",
        "description": "Our story, mission, approach and 2026 goals: how a public-benefit corporation is preparing Idaho’s workforce for AI in every region."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "title": "About the Idaho AI Alliance",
          "lead": "A statewide initiative, run by a public-benefit corporation, that helps Idaho’s educators, students, employers and communities learn to use AI well.",
          "actions": [
            {
              "label": "Join the Alliance",
              "href": "/join-alliance"
            },
            {
              "label": "See the model",
              "href": "/see-the-model"
            }
          ]
        },
        {
          "kind": "prose",
          "id": "story",
          "title": "Our Story",
          "paragraphs": [
            "AI tools arrived in Idaho’s classrooms and workplaces faster than anyone could train for them. Teachers were asked about AI by their students; employers saw competitors adopt it; and most people had no one nearby to learn from.",
            "The Idaho AI Alliance started with a simple idea: train trusted local people as AI Coaches, give them a clear set of pathways to teach, and connect the learning to contests and events that let Idahoans show what they can build."
          ]
        },
        {
          "kind": "prose",
          "id": "purpose",
          "title": "Purpose",
          "paragraphs": [
            "To make sure that the changes AI brings to work and learning benefit people in every part of Idaho, not only those with access to large employers or universities."
          ]
        },
        {
          "kind": "prose",
          "id": "mission",
          "title": "Mission",
          "paragraphs": [
            "We provide practical AI training and certification, run innovation contests, host statewide events and measure the results, so that Idaho’s workforce is ready for the jobs that AI is reshaping."
          ]
        },
        {
          "kind": "prose",
          "id": "why-it-matters",
          "title": "Why It Matters",
          "paragraphs": [
            "The gap between how fast AI is changing work and how many people are trained for it is wide."
          ]
        },
        {
          "kind": "table",
          "id": "approach",
          "title": "Approach",
          "intro": "Every participant and partner organization follows the same four steps.",
          "caption": "The four steps of the Alliance approach",
          "columns": [
            "Step",
            "What happens"
          ],
          "rows": [
            [
              "1. Join",
              "Schools, employers, chambers, colleges and community groups register with the Alliance and name a contact."
            ],
            [
              "2. Train",
              "Participants work through the pathways, from Talk to AI to certification, with certified AI Coaches."
            ],
            [
              "3. Engage",
              "Learners apply their skills in contests, projects and statewide events such as Idaho AI Week."
            ],
            [
              "4. Measure",
              "We report people trained, projects built and business results against the goals for 2026."
            ]
          ]
        },
        {
          "kind": "prose",
          "id": "programs",
          "title": "Programs",
          "paragraphs": [
            "Our work is organized in four program areas."
          ],
          "more": {
            "label": "Programs overview",
            "href": "/programs"
          }
        },
        {
          "kind": "prose",
          "id": "partners",
          "title": "Partners",
          "paragraphs": [
            "State agencies, regional employers, schools and colleges, and community groups make the work possible. Partners choose one of four tiers."
          ],
          "more": {
            "label": "Partnership benefits",
            "href": "/partners"
          }
        },
        {
          "kind": "prose",
          "id": "goals",
          "title": "Goals for 2026",
          "paragraphs": [
            "Progress is shown at 0% until the first measured results are published."
          ]
        },
        {
          "kind": "prose",
          "id": "pilot-goals",
          "title": "Pilot goals for 2025-26",
          "paragraphs": [
            "Our pilot year has its own, smaller set of targets. The two sets count different things: the 2026 goals count all certified trainers deployed (50+), the pilot goals count AI coaches certified during the pilot (15)."
          ]
        },
        {
          "kind": "prose",
          "id": "promise",
          "title": "Promise",
          "paragraphs": [
            "We will teach AI honestly, including its limits and risks. We will keep training practical and close to home. And we will publish what our programs achieve against the goals we set, including where we fall short."
          ]
        },
        {
          "kind": "prose",
          "id": "vision",
          "title": "Vision",
          "paragraphs": [
            "An Idaho where every worker, student and small business can use AI with confidence, and a model that other states can adopt: state chapters in 2026-27, more than ten states by 2028, and a global network in 2029-30."
          ],
          "more": {
            "label": "The national expansion plan",
            "href": "/expansion"
          }
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "Work with us",
          "text": "Join the Alliance, bring training to your organization or support the work as a partner.",
          "actions": [
            {
              "label": "Join the Alliance",
              "href": "/join-alliance"
            },
            {
              "label": "Become a partner",
              "href": "/contact?type=partner"
            },
            {
              "label": "Contact Us",
              "href": "/contact"
            }
          ]
        }
      ],
      "translations": {
        "es": {
          "publish": true,
          "texts": {
            "seo.title": {
              "text": "Acerca de la Alianza de IA de Idaho",
              "of": "85800e4b"
            },
            "seo.description": {
              "text": "Nuestra historia, misión, enfoque y metas para 2026: cómo una corporación de beneficio público prepara para la IA a los trabajadores de todo Idaho.",
              "of": "1f7a178b"
            },
            "blocks.hero.title": {
              "text": "Acerca de la Alianza de IA de Idaho",
              "of": "85800e4b"
            },
            "blocks.hero.lead": {
              "text": "Una iniciativa para todo el estado, a cargo de una corporación de beneficio público, que ayuda a los educadores, estudiantes, empleadores y comunidades de Idaho a aprender a usar bien la IA.",
              "of": "556e38e6"
            },
            "blocks.hero.actions.0.label": {
              "text": "Únase a la Alianza",
              "of": "c950a693"
            },
            "blocks.hero.actions.1.label": {
              "text": "Conozca el modelo",
              "of": "94ae9136"
            },
            "blocks.story.title": {
              "text": "Nuestra historia",
              "of": "029ce2a0"
            },
            "blocks.story.paragraphs.0": {
              "text": "Las herramientas de IA llegaron a las aulas y los lugares de trabajo de Idaho más rápido de lo que nadie podía capacitarse para usarlas. Los estudiantes les preguntaban a sus maestros sobre la IA, los empleadores veían que la competencia ya la adoptaba y la mayoría de las personas no tenía cerca a nadie de quien aprender.",
              "of": "9142bb41"
            },
            "blocks.story.paragraphs.1": {
              "text": "La Alianza de IA de Idaho nació de una idea sencilla: capacitar como AI Coaches a personas de confianza de cada localidad, darles un conjunto claro de rutas de aprendizaje para enseñar y vincular el aprendizaje con concursos y eventos en los que los habitantes de Idaho puedan mostrar lo que son capaces de crear.",
              "of": "ccea89b1"
            },
            "blocks.purpose.title": {
              "text": "Propósito",
              "of": "0faf80a1"
            },
            "blocks.purpose.paragraphs.0": {
              "text": "Lograr que los cambios que la IA trae al trabajo y al aprendizaje beneficien a las personas de todo Idaho, no solo a quienes tienen acceso a grandes empleadores o universidades.",
              "of": "4f8c8bb4"
            },
            "blocks.mission.title": {
              "text": "Misión",
              "of": "16986ad9"
            },
            "blocks.mission.paragraphs.0": {
              "text": "Ofrecemos capacitación y certificación prácticas en IA, organizamos concursos de innovación y eventos en todo el estado, y medimos los resultados, para que la fuerza laboral de Idaho esté lista para los empleos que la IA está transformando.",
              "of": "e908e761"
            },
            "blocks.why-it-matters.title": {
              "text": "Por qué es importante",
              "of": "2a4e4858"
            },
            "blocks.why-it-matters.paragraphs.0": {
              "text": "Hay una gran brecha entre la velocidad con que la IA está cambiando el trabajo y la cantidad de personas capacitadas para ello.",
              "of": "8b4bef69"
            },
            "blocks.approach.title": {
              "text": "Enfoque",
              "of": "ed68f4d9"
            },
            "blocks.approach.intro": {
              "text": "Cada participante y cada organización asociada siguen los mismos cuatro pasos.",
              "of": "86745dd9"
            },
            "blocks.approach.caption": {
              "text": "Los cuatro pasos del enfoque de la Alianza",
              "of": "412c1994"
            },
            "blocks.approach.columns.0": {
              "text": "Paso",
              "of": "4771f92f"
            },
            "blocks.approach.columns.1": {
              "text": "Qué sucede",
              "of": "030c059e"
            },
            "blocks.approach.rows.0.0": {
              "text": "1. Unirse",
              "of": "757dec0e"
            },
            "blocks.approach.rows.0.1": {
              "text": "Escuelas, empleadores, cámaras de comercio, universidades y grupos comunitarios se inscriben en la Alianza y designan a una persona de contacto.",
              "of": "5a47a2b7"
            },
            "blocks.approach.rows.1.0": {
              "text": "2. Capacitarse",
              "of": "aadb2853"
            },
            "blocks.approach.rows.1.1": {
              "text": "Los participantes avanzan por las rutas de aprendizaje, desde Talk to AI hasta la certificación, con AI Coaches certificados.",
              "of": "1e38b718"
            },
            "blocks.approach.rows.2.0": {
              "text": "3. Participar",
              "of": "948e28f3"
            },
            "blocks.approach.rows.2.1": {
              "text": "Quienes aprenden ponen en práctica sus habilidades en concursos, proyectos y eventos en todo el estado, como la Idaho AI Week.",
              "of": "7e451449"
            },
            "blocks.approach.rows.3.0": {
              "text": "4. Medir",
              "of": "dc300caf"
            },
            "blocks.approach.rows.3.1": {
              "text": "Informamos cuántas personas se capacitaron, cuántos proyectos se crearon y qué resultados obtuvieron las empresas, en relación con las metas para 2026.",
              "of": "f330043f"
            },
            "blocks.programs.title": {
              "text": "Programas",
              "of": "de9c06c8"
            },
            "blocks.programs.paragraphs.0": {
              "text": "Nuestro trabajo se organiza en cuatro áreas de programas.",
              "of": "cac3e308"
            },
            "blocks.programs.more.label": {
              "text": "Panorama de los programas",
              "of": "a578067b"
            },
            "blocks.partners.title": {
              "text": "Socios",
              "of": "e50ac71e"
            },
            "blocks.partners.paragraphs.0": {
              "text": "Agencias estatales, empleadores regionales, escuelas y universidades, y grupos comunitarios hacen posible este trabajo. Los socios eligen uno de cuatro niveles.",
              "of": "43356453"
            },
            "blocks.partners.more.label": {
              "text": "Beneficios para socios",
              "of": "9d195e71"
            },
            "blocks.goals.title": {
              "text": "Metas para 2026",
              "of": "699e896a"
            },
            "blocks.goals.paragraphs.0": {
              "text": "El avance aparece en 0% hasta que se publiquen los primeros resultados medidos.",
              "of": "009c8326"
            },
            "blocks.pilot-goals.title": {
              "text": "Metas del año piloto 2025-2026",
              "of": "61266cf8"
            },
            "blocks.pilot-goals.paragraphs.0": {
              "text": "Nuestro año piloto tiene su propio conjunto de metas, más reducido. Los dos conjuntos cuentan cosas distintas: las metas para 2026 cuentan todos los capacitadores certificados en funciones (más de 50); las metas del piloto cuentan los AI Coaches certificados durante el piloto (15).",
              "of": "7f3409fb"
            },
            "blocks.promise.title": {
              "text": "Compromiso",
              "of": "91e671e2"
            },
            "blocks.promise.paragraphs.0": {
              "text": "Enseñaremos la IA con honestidad, incluidos sus límites y riesgos. Mantendremos la capacitación práctica y cerca de casa. Y publicaremos lo que logran nuestros programas en relación con las metas que nos fijamos, incluso cuando no las alcancemos.",
              "of": "09fd9bc2"
            },
            "blocks.vision.title": {
              "text": "Visión",
              "of": "70cc2449"
            },
            "blocks.vision.paragraphs.0": {
              "text": "Un Idaho donde cada trabajador, estudiante y pequeña empresa pueda usar la IA con confianza, y un modelo que otros estados puedan adoptar: capítulos estatales en 2026-2027, más de diez estados para 2028 y una red mundial en 2029-2030.",
              "of": "4aeab544"
            },
            "blocks.vision.more.label": {
              "text": "El plan de expansión nacional",
              "of": "e9f3ba72"
            },
            "blocks.cta.title": {
              "text": "Trabaje con nosotros",
              "of": "395092fc"
            },
            "blocks.cta.text": {
              "text": "Únase a la Alianza, lleve la capacitación a su organización o apoye este trabajo como socio.",
              "of": "9ba00873"
            },
            "blocks.cta.actions.0.label": {
              "text": "Únase a la Alianza",
              "of": "c950a693"
            },
            "blocks.cta.actions.1.label": {
              "text": "Hágase socio",
              "of": "2355cc35"
            },
            "blocks.cta.actions.2.label": {
              "text": "Contáctenos",
              "of": "91dd0cb5"
            }
          }
        }
      }
    },
    "/timeline": {
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "title": "Timeline & Deadlines",
          "lead": "Here is every date and rule.",
          "actions": [
            {
              "label": "Join a competition",
              "href": "/join-competition"
            },
            {
              "label": "About the Alliance",
              "href": "/about"
            }
          ]
        },
        {
          "kind": "labels",
          "id": "date-sentences",
          "labels": {
            "span": "The innovation challenge runs from early access in {opens} to the showcase at the Idaho State Capitol on {showcase}.",
            "span-undated": "The innovation challenge runs in phases, from early access to the showcase at the Idaho State Capitol.",
            "deadline": "A late or incomplete submission cannot be judged, so submit well before {time} on {date}.",
            "deadline-undated": "A late or incomplete submission cannot be judged, so submit well before the deadline.",
            "search-description": "Every phase of the innovation challenge: enrollment, creation, the {deadline} deadline, voting, judging and the {showcase} capitol showcase.",
            "search-description-undated": "Every phase of the innovation challenge: enrollment, creation, the deadline, voting, judging and the capitol showcase."
          }
        },
        {
          "kind": "prose",
          "id": "phases",
          "title": "The six phases",
          "paragraphs": [
            "All times are Mountain Time (MT)."
          ]
        },
        {
          "kind": "labels",
          "id": "phases-table",
          "labels": {
            "caption": "Innovation challenge phases, dates and rules (Mountain Time)",
            "phase": "Phase",
            "dates": "Dates",
            "details": "What happens and the rules",
            "upcoming": "Upcoming",
            "now": "Happening now",
            "past": "Done"
          }
        },
        {
          "kind": "list",
          "id": "good-to-know",
          "title": "Good to know",
          "items": [
            "Dates and times are final unless we announce a change on this page.",
            "Check-ins during the Create phase are optional; teams may build on their own schedule."
          ]
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "Ready to take part?",
          "text": "Choose the competition that fits you, or learn more about the Alliance first.",
          "actions": [
            {
              "label": "Join a competition",
              "href": "/join-competition"
            },
            {
              "label": "About the Alliance",
              "href": "/about"
            }
          ]
        }
      ]
    },
    "/see-the-model": {
      "seo": {
        "title": "See the Model | Idaho AI Alliance",
        "description": "How the Idaho AI Alliance model works: training, contests, statewide events and impact measurement joined into one repeatable statewide system."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "title": "See the Model",
          "lead": "How the Idaho AI Alliance works, in one page: four pillars, four steps, and goals that are measured and published. The model is designed so that other states can adopt it.",
          "actions": [
            {
              "label": "The national expansion plan",
              "href": "/expansion"
            },
            {
              "label": "Join the Alliance",
              "href": "/join-alliance"
            }
          ]
        },
        {
          "kind": "prose",
          "id": "intro",
          "title": "A model built to be copied",
          "paragraphs": [
            "Most AI training programs depend on one employer or one university. The Alliance model is different: it trains local people as certified AI Coaches, gives them a shared set of pathways, and connects the training to contests and events that the whole state can see.",
            "Because every part is documented and measured, a chamber, a school district or another state can pick the model up and run it."
          ]
        },
        {
          "kind": "prose",
          "id": "pillars",
          "title": "The four pillars",
          "paragraphs": []
        },
        {
          "kind": "cards",
          "id": "pillar-cards",
          "cards": [
            {
              "title": "Training and certification",
              "text": "Five pathways, from a 1.5–2 hour introduction to professional certification, taught by certified AI Coaches in every region of Idaho."
            },
            {
              "title": "Innovation contests",
              "text": "Four competitions for K-12 students, university students, entrepreneurs and employers that turn new skills into working projects."
            },
            {
              "title": "Statewide events",
              "text": "Idaho AI Week, the State AI Expo at the Capitol and AI Education Week bring learners, employers and communities together."
            },
            {
              "title": "Impact measurement",
              "text": "Every program tracks who was trained, what they built and what changed, so partners and the public can see the results."
            }
          ]
        },
        {
          "kind": "prose",
          "id": "blueprint",
          "title": "The four steps",
          "paragraphs": []
        },
        {
          "kind": "steps",
          "id": "blueprint-steps",
          "items": [
            {
              "title": "Join",
              "description": "Schools, employers, chambers, colleges and community groups register with the Alliance and name a contact."
            },
            {
              "title": "Train",
              "description": "Participants work through the pathways, from Talk to AI to certification, with certified AI Coaches."
            },
            {
              "title": "Engage",
              "description": "Learners apply their skills in contests, projects and statewide events such as Idaho AI Week."
            },
            {
              "title": "Measure",
              "description": "We report people trained, projects built and business results against the goals for 2026."
            }
          ]
        },
        {
          "kind": "cards",
          "id": "ingredients",
          "title": "What makes it work",
          "cards": [
            {
              "title": "Certified local coaches",
              "text": "AI Coaches are recruited and certified in the regions they serve, so training reaches rural towns as well as cities."
            },
            {
              "title": "One ladder of pathways",
              "text": "Five pathways, from Talk to AI to certification, give every learner a clear next step."
            },
            {
              "title": "A week the state notices",
              "text": "Idaho AI Week gathers 100+ events each year and ends with a showcase at the Capitol."
            },
            {
              "title": "Shared technology",
              "text": "A contest platform, a skills tracker and an event dashboard record what happens and who took part."
            }
          ]
        },
        {
          "kind": "prose",
          "id": "goals",
          "title": "Measured against public goals",
          "paragraphs": [
            "The goals for 2026 are published, and progress is shown at 0% until the first measured results are in."
          ]
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "Bring the model to your state",
          "text": "The expansion plan sets out how the model grows: state chapters first, then a national network.",
          "actions": [
            {
              "label": "Read the expansion plan",
              "href": "/expansion"
            }
          ]
        }
      ]
    },
    "/programs": {
      "seo": {
        "title": "Programs | Idaho AI Alliance",
        "description": "Four program areas: training pathways, contests and innovation challenges, statewide events, and a technology platform that measures impact."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "title": "Programs",
          "lead": "Four program areas work together: people learn in the training pathways, apply what they learn in contests and events, and the technology platform keeps track of it all.",
          "actions": [
            {
              "label": "Access Training",
              "href": "/training-programs"
            },
            {
              "label": "Join a competition",
              "href": "/join-competition"
            }
          ]
        },
        {
          "kind": "cards",
          "id": "areas",
          "title": "Four program areas",
          "intro": "Each area has its own page with the full details.",
          "cards": [
            {
              "title": "Training Pathways",
              "text": "Five pathways, from a short introduction to professional certification.",
              "link": {
                "label": "Explore the training pathways",
                "href": "/training-programs"
              }
            },
            {
              "title": "Contests",
              "text": "Four competitions that turn new skills into projects judged by people from Idaho schools and industry.",
              "link": {
                "label": "See the contests and innovation challenges",
                "href": "/join-competition"
              }
            },
            {
              "title": "Statewide Events",
              "text": "Events that bring learners, employers and communities together across Idaho.",
              "link": {
                "label": "See the statewide events",
                "href": "/events"
              }
            },
            {
              "title": "Technology Platform",
              "text": "Three tools that run contests, track training progress and manage events.",
              "link": {
                "label": "Explore the technology platform",
                "href": "/technology-platform"
              }
            }
          ]
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "Not sure where to start?",
          "text": "Most people begin with Talk to AI. Organizations can ask us to bring training on site.",
          "actions": [
            {
              "label": "Start with Talk to AI",
              "href": "/talk-to-ai"
            },
            {
              "label": "On-site training for organizations",
              "href": "/ai-coaches"
            }
          ]
        }
      ],
      "translations": {
        "es": {
          "publish": true,
          "texts": {
            "seo.title": {
              "text": "Programas | Alianza de IA de Idaho",
              "of": "f5c1c086"
            },
            "seo.description": {
              "text": "Cuatro áreas de programas: rutas de capacitación, concursos y desafíos de innovación, eventos en todo Idaho y una plataforma tecnológica que mide el impacto.",
              "of": "079ff573"
            },
            "blocks.hero.title": {
              "text": "Programas",
              "of": "de9c06c8"
            },
            "blocks.hero.lead": {
              "text": "Cuatro áreas de programas funcionan en conjunto: las personas aprenden en las rutas de capacitación, ponen en práctica lo aprendido en concursos y eventos, y la plataforma tecnológica le da seguimiento a todo.",
              "of": "1d998f1d"
            },
            "blocks.hero.actions.0.label": {
              "text": "Acceda a la capacitación",
              "of": "53311033"
            },
            "blocks.hero.actions.1.label": {
              "text": "Participe en un concurso",
              "of": "57c0e6d5"
            },
            "blocks.areas.title": {
              "text": "Cuatro áreas de programas",
              "of": "5f46ade7"
            },
            "blocks.areas.intro": {
              "text": "Cada área tiene su propia página con todos los detalles.",
              "of": "c1c1108a"
            },
            "blocks.areas.cards.0.title": {
              "text": "Rutas de capacitación",
              "of": "f5575c3a"
            },
            "blocks.areas.cards.0.text": {
              "text": "Cinco rutas, desde una breve introducción hasta la certificación profesional.",
              "of": "a6c237b5"
            },
            "blocks.areas.cards.0.link.label": {
              "text": "Explore las rutas de capacitación",
              "of": "264231ba"
            },
            "blocks.areas.cards.1.title": {
              "text": "Concursos",
              "of": "f0486024"
            },
            "blocks.areas.cards.1.text": {
              "text": "Cuatro concursos que convierten las nuevas habilidades en proyectos evaluados por personas de las escuelas y la industria de Idaho.",
              "of": "4c0ceab3"
            },
            "blocks.areas.cards.1.link.label": {
              "text": "Vea los concursos y desafíos de innovación",
              "of": "decaf86e"
            },
            "blocks.areas.cards.2.title": {
              "text": "Eventos en todo el estado",
              "of": "73d63396"
            },
            "blocks.areas.cards.2.text": {
              "text": "Eventos que reúnen a estudiantes, empleadores y comunidades en todo Idaho.",
              "of": "e75f90d3"
            },
            "blocks.areas.cards.2.link.label": {
              "text": "Vea los eventos en todo el estado",
              "of": "38bf79fa"
            },
            "blocks.areas.cards.3.title": {
              "text": "Plataforma tecnológica",
              "of": "3ea20a5a"
            },
            "blocks.areas.cards.3.text": {
              "text": "Tres herramientas para organizar concursos, seguir el avance de la capacitación y gestionar eventos.",
              "of": "16959736"
            },
            "blocks.areas.cards.3.link.label": {
              "text": "Explore la plataforma tecnológica",
              "of": "2901eb1a"
            },
            "blocks.cta.title": {
              "text": "¿No sabe por dónde empezar?",
              "of": "e762cd5e"
            },
            "blocks.cta.text": {
              "text": "La mayoría de las personas empieza con Talk to AI. Las organizaciones pueden pedirnos que llevemos la capacitación a sus instalaciones.",
              "of": "f1b73331"
            },
            "blocks.cta.actions.0.label": {
              "text": "Empiece con Talk to AI",
              "of": "28c7e718"
            },
            "blocks.cta.actions.1.label": {
              "text": "Capacitación en las instalaciones de su organización",
              "of": "8a6008a1"
            }
          }
        }
      }
    },
    "/training-programs": {
      "seo": {
        "title": "AI Training Pathways | Idaho AI Alliance",
        "description": "Five AI training pathways from a 1.5–2 hour introduction to professional certification: Talk, Create and Build with AI, plus two certifications."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "title": "Training Pathways",
          "lead": "Five pathways take learners from their first conversation with an AI assistant to building AI tools, leading innovation projects and teaching others.",
          "actions": [
            {
              "label": "Start with Talk to AI",
              "href": "/talk-to-ai"
            },
            {
              "label": "Request Training",
              "href": "/contact?subject=request-training"
            }
          ]
        },
        {
          "kind": "prose",
          "id": "pathways",
          "title": "The five pathways",
          "paragraphs": [
            "Each pathway builds on the one before. Choose the one that matches your experience."
          ]
        },
        {
          "kind": "labels",
          "id": "pathway-cards",
          "labels": {
            "level": "Level",
            "duration": "Duration",
            "prerequisites": "Prerequisites",
            "link": "About {pathway}"
          }
        },
        {
          "kind": "prose",
          "id": "how-it-works",
          "title": "How training is delivered",
          "paragraphs": [
            "Certified AI Coaches teach the pathways in person at schools, colleges, chambers and workplaces, and online for people who cannot travel.",
            "Organizations can book a pathway for their own staff or students. Individuals can join open sessions, including the free sessions during Idaho AI Week."
          ]
        },
        {
          "kind": "price",
          "id": "school-price",
          "label": "On-site training for a school"
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "Bring training to your organization",
          "text": "Tell us who you want to train and we will suggest the right pathway and format.",
          "actions": [
            {
              "label": "Request Training",
              "href": "/contact?subject=request-training"
            },
            {
              "label": "On-site training for organizations",
              "href": "/ai-coaches"
            }
          ]
        }
      ],
      "translations": {
        "es": {
          "publish": true,
          "texts": {
            "seo.title": {
              "text": "Rutas de capacitación en IA | Alianza de IA de Idaho",
              "of": "8c3556f4"
            },
            "seo.description": {
              "text": "Cinco rutas de capacitación en IA, de una introducción de 1.5 a 2 horas a la certificación profesional: Talk, Create y Build with AI, y dos certificaciones.",
              "of": "fbd944f2"
            },
            "blocks.hero.title": {
              "text": "Rutas de capacitación",
              "of": "f5575c3a"
            },
            "blocks.hero.lead": {
              "text": "Cinco rutas llevan a cada participante desde su primera conversación con un asistente de IA hasta crear herramientas de IA, dirigir proyectos de innovación y enseñar a otras personas.",
              "of": "8421dd43"
            },
            "blocks.hero.actions.0.label": {
              "text": "Empiece con Talk to AI",
              "of": "28c7e718"
            },
            "blocks.hero.actions.1.label": {
              "text": "Solicite capacitación",
              "of": "c841126c"
            },
            "blocks.pathways.title": {
              "text": "Las cinco rutas",
              "of": "70d40ddb"
            },
            "blocks.pathways.paragraphs.0": {
              "text": "Cada ruta se basa en la anterior. Elija la que corresponda a su experiencia.",
              "of": "6fa1e30b"
            },
            "blocks.pathway-cards.labels.level": {
              "text": "Nivel",
              "of": "4155597d"
            },
            "blocks.pathway-cards.labels.duration": {
              "text": "Duración",
              "of": "d4c7492d"
            },
            "blocks.pathway-cards.labels.prerequisites": {
              "text": "Requisitos previos",
              "of": "347504e0"
            },
            "blocks.pathway-cards.labels.link": {
              "text": "Acerca de {pathway}",
              "of": "b321681a"
            },
            "blocks.how-it-works.title": {
              "text": "Cómo se imparte la capacitación",
              "of": "41842497"
            },
            "blocks.how-it-works.paragraphs.0": {
              "text": "Los AI Coaches certificados imparten las rutas en persona en escuelas, universidades, cámaras de comercio y lugares de trabajo, y en línea para quienes no pueden desplazarse.",
              "of": "36430335"
            },
            "blocks.how-it-works.paragraphs.1": {
              "text": "Las organizaciones pueden reservar una ruta para su propio personal o sus estudiantes. Cualquier persona puede inscribirse en las sesiones abiertas, incluidas las sesiones gratuitas de la Idaho AI Week.",
              "of": "c62ad6ff"
            },
            "blocks.school-price.label": {
              "text": "Capacitación en las instalaciones de una escuela",
              "of": "db1fae22"
            },
            "blocks.cta.title": {
              "text": "Lleve la capacitación a su organización",
              "of": "7009dade"
            },
            "blocks.cta.text": {
              "text": "Cuéntenos a quién quiere capacitar y le sugeriremos la ruta y el formato adecuados.",
              "of": "71ca5476"
            },
            "blocks.cta.actions.0.label": {
              "text": "Solicite capacitación",
              "of": "c841126c"
            },
            "blocks.cta.actions.1.label": {
              "text": "Capacitación en las instalaciones de su organización",
              "of": "8a6008a1"
            }
          }
        }
      }
    },
    "/talk-to-ai": {
      "seo": {
        "title": "Talk to AI: Foundation Training | Idaho AI Alliance",
        "description": "Talk to AI is the 1.5–2 hour foundation course: learn to use AI assistants safely and well for everyday work, teaching and learning."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "Foundation · Stage 1",
          "title": "Talk to AI",
          "lead": "A short, hands-on introduction for anyone who has not used AI assistants yet, or has used them without training.",
          "actions": [
            {
              "label": "Request Training",
              "href": "/contact?subject=request-training"
            },
            {
              "label": "All training pathways",
              "href": "/training-programs"
            }
          ]
        },
        {
          "kind": "pathway",
          "id": "pathway",
          "name": "Talk to AI",
          "level": "Foundation",
          "stage": "Stage 1",
          "duration": "1.5–2 hours",
          "summary": "A hands-on introduction to AI assistants: how they work, how to ask clear questions, how to check the answers and how to use them safely at work and in class.",
          "prerequisites": "None. Open to anyone who can use a web browser."
        },
        {
          "kind": "prose",
          "id": "overview",
          "title": "What the session covers",
          "paragraphs": [
            "Participants learn what AI assistants are and are not, practise asking clear questions, and learn to check answers before they rely on them. Everyone works on their own device with real tasks from their job or studies."
          ]
        },
        {
          "kind": "steps",
          "id": "outline",
          "title": "Session outline",
          "items": [
            {
              "title": "What AI assistants do",
              "description": "How large language models produce answers, and why they sometimes get things wrong."
            },
            {
              "title": "Asking good questions",
              "description": "Giving context, setting a role and format, and refining a prompt step by step."
            },
            {
              "title": "Checking the answers",
              "description": "Spotting invented facts, verifying sources and knowing when not to use AI."
            },
            {
              "title": "Using AI safely",
              "description": "Privacy, student and customer data, and your organization’s rules for AI use."
            }
          ]
        },
        {
          "kind": "list",
          "id": "audience",
          "title": "Who it is for",
          "items": [
            "Teachers, school staff and faculty",
            "Employees and managers in any industry",
            "Students and job seekers",
            "Community members who want a first, guided experience"
          ]
        },
        {
          "kind": "list",
          "id": "format",
          "title": "Format",
          "items": [
            "In person or online, for groups of any size",
            "No previous experience needed",
            "Bring a laptop, tablet or phone"
          ]
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "Next step: Create with AI",
          "text": "After Talk to AI, the Create with AI workshop helps you produce real work with AI tools.",
          "actions": [
            {
              "label": "About Create with AI",
              "href": "/create-with-ai"
            },
            {
              "label": "Request Training",
              "href": "/contact?subject=request-training"
            }
          ]
        }
      ]
    },
    "/create-with-ai": {
      "seo": {
        "title": "Create with AI: Intermediate | Idaho AI Alliance",
        "description": "Create with AI is a 5–6 hour intermediate course with four hands-on deliverables that put AI to work on real tasks in your job or classroom."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "Intermediate · Stage 2",
          "title": "Create with AI",
          "lead": "A practical workshop in which you use AI tools to produce four finished pieces of work you can use the next day.",
          "actions": [
            {
              "label": "Request Training",
              "href": "/contact?subject=request-training"
            },
            {
              "label": "All training pathways",
              "href": "/training-programs"
            }
          ]
        },
        {
          "kind": "pathway",
          "id": "pathway",
          "name": "Create with AI",
          "level": "Intermediate",
          "stage": "Stage 2",
          "duration": "5–6 hours",
          "summary": "A practical workshop in which participants use AI tools to produce four real deliverables for their own classroom, business or organization.",
          "prerequisites": "None required. Talk to AI is the recommended starting point."
        },
        {
          "kind": "prose",
          "id": "overview",
          "title": "What the workshop covers",
          "paragraphs": [
            "Create with AI moves from asking questions to producing work. Each participant brings a real task from their classroom, business or organization and leaves with four deliverables, reviewed by the AI Coach."
          ]
        },
        {
          "kind": "steps",
          "id": "outline",
          "title": "Four deliverables",
          "intro": "Every participant completes these four deliverables during the workshop.",
          "items": [
            {
              "title": "A personal prompt library",
              "description": "Tested prompts for the tasks you do every week, saved so you can reuse them."
            },
            {
              "title": "A document drafted and refined with AI",
              "description": "A lesson plan, proposal, policy or report, written with AI and checked by you."
            },
            {
              "title": "A visual or media piece",
              "description": "Slides, an illustration or a short video made with AI tools, with the sources noted."
            },
            {
              "title": "An AI-assisted workflow",
              "description": "A repeatable process that saves time on one recurring task, written down for your team."
            }
          ]
        },
        {
          "kind": "list",
          "id": "audience",
          "title": "Who it is for",
          "items": [
            "Educators preparing lessons, materials and feedback",
            "Professionals who write, plan or analyse as part of their work",
            "Small business owners and staff",
            "Anyone who has completed Talk to AI or uses AI assistants already"
          ]
        },
        {
          "kind": "list",
          "id": "format",
          "title": "Format",
          "items": [
            "One full day or two half-days, in person or online",
            "Hands-on: most of the time is spent producing your own work",
            "Bring a laptop and a real task from your job or studies"
          ]
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "Next step: Build with AI",
          "text": "Ready to build your own AI tools? Build with AI is a 10–12 week course for learners with basic programming skills.",
          "actions": [
            {
              "label": "About Build with AI",
              "href": "/build-with-ai"
            },
            {
              "label": "Request Training",
              "href": "/contact?subject=request-training"
            }
          ]
        }
      ]
    },
    "/build-with-ai": {
      "seo": {
        "title": "Build with AI: Advanced Training | Idaho AI Alliance",
        "description": "Build with AI is a 10–12 week advanced program in six modules for learners with basic programming who want to build working AI solutions."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "Advanced",
          "title": "Build with AI",
          "lead": "A six-module course in which you design, build and test a working AI application or automation that solves a real problem.",
          "actions": [
            {
              "label": "Request Training",
              "href": "/contact?subject=request-training"
            },
            {
              "label": "All training pathways",
              "href": "/training-programs"
            }
          ]
        },
        {
          "kind": "pathway",
          "id": "pathway",
          "name": "Build with AI",
          "level": "Advanced",
          "duration": "10–12 weeks",
          "summary": "A six-module course in which participants design, build and test a working AI application or automation that solves a real problem.",
          "prerequisites": "Talk to AI and Create with AI (or equivalent experience), plus basic programming skills."
        },
        {
          "kind": "prose",
          "id": "overview",
          "title": "What the course covers",
          "paragraphs": [
            "Build with AI is for learners who can already write simple programs. Over six modules you learn to connect AI models to data and everyday tools, test what you build, and use AI responsibly. The course ends with a working project that you demonstrate to your cohort."
          ]
        },
        {
          "kind": "steps",
          "id": "outline",
          "title": "Six modules",
          "items": [
            {
              "title": "Module 1: AI for builders",
              "description": "How models and APIs work, what they cost, and how to choose one for a task."
            },
            {
              "title": "Module 2: Prompts as code",
              "description": "Prompt design, structured outputs and handling errors in your own programs."
            },
            {
              "title": "Module 3: Working with your own data",
              "description": "Search and retrieval over documents so that answers come from trusted sources."
            },
            {
              "title": "Module 4: Automations and agents",
              "description": "Connecting AI to spreadsheets, e-mail, forms and other everyday tools."
            },
            {
              "title": "Module 5: Testing and responsible AI",
              "description": "Measuring quality, protecting privacy, and checking for bias and misuse."
            },
            {
              "title": "Module 6: Project build and demonstration",
              "description": "Finish, document and present a working application or automation."
            }
          ]
        },
        {
          "kind": "list",
          "id": "audience",
          "title": "Who it is for",
          "items": [
            "Graduates of Talk to AI and Create with AI, or people with equivalent experience",
            "Teachers of computer science and career and technical education",
            "Developers, analysts and technical staff",
            "University students preparing for the AI Innovation Competition"
          ]
        },
        {
          "kind": "list",
          "id": "format",
          "title": "Format",
          "items": [
            "Cohort-based, with weekly sessions and project work between them",
            "In person, online or a mix of both",
            "Each learner finishes with a working, documented project"
          ]
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "Next step: AI Innovation Certification",
          "text": "Take a project from idea to presented solution in the four-phase capstone.",
          "actions": [
            {
              "label": "About the AI Innovation Certification",
              "href": "/ai-innovation-certification"
            },
            {
              "label": "Request Training",
              "href": "/contact?subject=request-training"
            }
          ]
        }
      ]
    },
    "/ai-innovation-certification": {
      "seo": {
        "title": "AI Innovation Certification | Idaho AI Alliance",
        "description": "The AI Innovation Certification is an 8–12 week capstone in four phases: take a real AI project from idea to tested, presented prototype."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "Capstone",
          "title": "AI Innovation Certification",
          "lead": "A four-phase capstone in which you take an AI project from a real problem to a tested, presented solution, and earn certification as an AI innovator.",
          "actions": [
            {
              "label": "Join a competition",
              "href": "/join-competition"
            },
            {
              "label": "All training pathways",
              "href": "/training-programs"
            }
          ]
        },
        {
          "kind": "pathway",
          "id": "pathway",
          "name": "AI Innovation Certification",
          "level": "Capstone",
          "duration": "8–12 weeks",
          "summary": "A four-phase capstone that takes an AI project from problem statement to a tested, presented solution, and certifies the participant as an AI innovator.",
          "prerequisites": "Completion of all three levels (Talk, Create and Build with AI) or a portfolio review."
        },
        {
          "kind": "prose",
          "id": "overview",
          "title": "What the certification involves",
          "paragraphs": [
            "Candidates work on a problem brought by a school, employer, chamber or public agency. The four phases follow the innovation challenge timeline, so a certification project can also be entered in a competition and shown at the Capitol showcase."
          ]
        },
        {
          "kind": "steps",
          "id": "outline",
          "title": "Four phases",
          "items": [
            {
              "title": "Phase 1: Discover",
              "description": "Define the problem with the partner organization and agree how success will be measured."
            },
            {
              "title": "Phase 2: Design",
              "description": "Plan the solution, the data it needs and an ethics and privacy review."
            },
            {
              "title": "Phase 3: Build and test",
              "description": "Build a prototype, test it with real users and record what changed."
            },
            {
              "title": "Phase 4: Present",
              "description": "Submit an abstract, pitch deck, demo video and reflection log, and present to a panel."
            }
          ]
        },
        {
          "kind": "list",
          "id": "audience",
          "title": "Who it is for",
          "items": [
            "Graduates of Talk to AI, Create with AI and Build with AI",
            "Experienced practitioners admitted through a portfolio review",
            "Teams inside employers, schools and agencies with a problem to solve"
          ]
        },
        {
          "kind": "list",
          "id": "format",
          "title": "Format",
          "items": [
            "Mentored by AI Coaches and industry volunteers",
            "Individual or team projects",
            "Judged on innovation, technical skill, impact, ethical AI use and presentation"
          ]
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "See the challenge timeline",
          "text": "Certification projects can follow the same dates as the innovation challenge.",
          "actions": [
            {
              "label": "Timeline & Deadlines",
              "href": "/timeline"
            },
            {
              "label": "Join a competition",
              "href": "/join-competition"
            }
          ]
        }
      ]
    },
    "/ai-coaching-certification": {
      "seo": {
        "title": "AI Coaching Certification | Idaho AI Alliance",
        "description": "A 12–16 week hybrid certification for educators and professionals who will teach AI in their communities as certified Idaho AI Coaches."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "Professional development · Hybrid",
          "title": "AI Coaching Certification",
          "lead": "The curriculum that prepares experienced educators and professionals to teach the Alliance pathways as certified AI Coaches in schools, colleges, chambers and businesses across Idaho.",
          "actions": [
            {
              "label": "Apply Now",
              "href": "/ai-coach-application"
            },
            {
              "label": "Learn more about the AI Coach program",
              "href": "/ai-coach-program"
            }
          ]
        },
        {
          "kind": "pathway",
          "id": "pathway",
          "name": "AI Coaching Certification",
          "level": "Professional development",
          "duration": "12–16 weeks, hybrid",
          "summary": "Prepares experienced educators and professionals to teach the Alliance pathways to schools, colleges, chambers and businesses across Idaho as certified AI Coaches.",
          "prerequisites": "All three levels or equivalent expertise, teaching experience, and passing the application and interview."
        },
        {
          "kind": "prose",
          "id": "overview",
          "title": "About the certification",
          "paragraphs": [
            "The certification combines online study with in-person practice. Coaches learn to teach every pathway, adapt it to the people in front of them, and represent the Alliance in their community.",
            "Certification is currently grant-funded and free for accepted applicants."
          ]
        },
        {
          "kind": "steps",
          "id": "curriculum",
          "title": "Curriculum",
          "intro": "Six modules. Modules 1 and 2 make sure every coach has mastered the pathways; modules 3 to 6 prepare coaches to teach them and to work with communities.",
          "items": [
            {
              "title": "Module 1: AI foundations for coaches",
              "description": "A full review of Talk to AI, Create with AI and Build with AI from the teacher’s side."
            },
            {
              "title": "Module 2: Facilitation and adult learning",
              "description": "Leading hands-on sessions for mixed groups, online and in person."
            },
            {
              "title": "Module 3: Curriculum development and customization",
              "description": "Adapting the pathways to a school, an industry or a community, and writing your own examples and exercises."
            },
            {
              "title": "Module 4: Community engagement and outreach",
              "description": "Working with schools, chambers, employers and libraries to find learners and plan training."
            },
            {
              "title": "Module 5: Professional development and ethics",
              "description": "Responsible AI, privacy, academic integrity and your own growth as a coach."
            },
            {
              "title": "Module 6: Practicum and certification",
              "description": "Teaching supervised workshops, receiving feedback and completing the certification review."
            }
          ]
        },
        {
          "kind": "list",
          "id": "benefits",
          "title": "Benefits of certification",
          "items": [
            "A recognized credential to teach all Alliance training pathways",
            "Paid work teaching training in your own region, part-time, full-time or by contract",
            "Ready-made curriculum, materials and ongoing support from the Alliance",
            "Monthly webinars and a network of coaches across Idaho",
            "Certification training at no cost to accepted applicants while grant funding lasts"
          ]
        },
        {
          "kind": "list",
          "id": "who-should-apply",
          "title": "Who should apply",
          "items": [
            "Teachers, instructors and faculty who want to lead AI training",
            "Corporate trainers, consultants and workforce development professionals",
            "Technology professionals who enjoy explaining their work to others",
            "Community leaders in rural and underserved parts of Idaho"
          ]
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "Ready to become a certified AI Coach?",
          "text": "Applications are reviewed on a rolling basis. You will be asked about your teaching experience, your technical comfort with AI and why you want to coach.",
          "actions": [
            {
              "label": "Apply to become an AI Coach",
              "href": "/ai-coach-application"
            },
            {
              "label": "Learn more about pay and work models",
              "href": "/ai-coach-program"
            }
          ]
        }
      ]
    },
    "/join-competition": {
      "seo": {
        "title": "Contests & Innovation Challenges | Idaho AI Alliance",
        "description": "Four AI competitions for K-12 students, university students, entrepreneurs, and employers and chambers. See the benefits and how to enter."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "title": "Contests & Innovation Challenges",
          "lead": "Four competitions for K-12 students, university students, entrepreneurs and employers. Each one turns AI skills into a real project, judged by people from Idaho schools and industry.",
          "actions": [
            {
              "label": "Explore Training First",
              "href": "/training-programs"
            }
          ]
        },
        {
          "kind": "prose",
          "id": "competitions",
          "title": "The four competitions",
          "paragraphs": [
            "Each competition is run on its own site, where you will find the full rules and the entry form."
          ]
        },
        {
          "kind": "competition",
          "id": "ai-science-fair",
          "name": "AI Science Fair",
          "audience": "K-12 students",
          "description": "Students from kindergarten through grade 12 investigate a question with the help of AI, or investigate AI itself, and present their findings to judges from Idaho schools, colleges and industry.",
          "benefits": [
            "Age-appropriate project guides for elementary, middle and high school",
            "Mentoring from AI Coaches and volunteer professionals",
            "Recognition at the statewide showcase during Idaho AI Week",
            "Certificates for every participant and awards for top projects",
            "Classroom resources for the teachers who sponsor student teams"
          ]
        },
        {
          "kind": "competition",
          "id": "ai-innovation-competition",
          "name": "AI Innovation Competition",
          "audience": "University students",
          "description": "College and university students form teams to build AI solutions to real problems brought by Idaho employers, communities and public agencies, then pitch their work to a judging panel.",
          "benefits": [
            "Real challenges from Idaho employers and public agencies",
            "Feedback from industry judges using a published rubric",
            "A portfolio-ready prototype, abstract, pitch deck and demo video",
            "Networking with employers who are hiring AI talent in Idaho",
            "Awards and a place in the Capitol showcase for finalists"
          ]
        },
        {
          "kind": "competition",
          "id": "ai-startup-accelerator",
          "name": "AI Startup Accelerator",
          "audience": "Entrepreneurs",
          "description": "Founders and early-stage teams turn an AI-powered idea into a viable business with structured coaching, customer discovery and a pitch to investors and partners.",
          "benefits": [
            "Structured coaching from experienced founders and AI practitioners",
            "Help validating the idea with real customers",
            "Introductions to investors, lenders and grant programs",
            "Pitch practice and a demo day audience",
            "Connections to Idaho’s startup and chamber networks"
          ]
        },
        {
          "kind": "competition",
          "id": "ai-upskilling-challenge",
          "name": "AI Upskilling Challenge",
          "audience": "Employers and chambers",
          "description": "Employers and chambers of commerce enroll their teams to apply AI to everyday work, measure the time and quality gains, and share what worked with other Idaho businesses.",
          "benefits": [
            "Training for staff at every level, from first use to advanced workflows",
            "A simple method to measure productivity gains before and after",
            "Recognition for the teams with the biggest measured gains",
            "Practical guidance on responsible and secure AI use at work",
            "A peer network of Idaho employers and chambers adopting AI"
          ]
        },
        {
          "kind": "labels",
          "id": "competition-cards",
          "labels": {
            "audience": "For",
            "benefits": "What participants get",
            "link": "Visit the competition site",
            "view-all": "View All Competitions",
            "home-link": "Visit the site"
          }
        },
        {
          "kind": "prose",
          "id": "key-dates",
          "title": "Key dates",
          "paragraphs": [],
          "more": {
            "label": "Timeline & Deadlines",
            "href": "/timeline"
          }
        },
        {
          "kind": "labels",
          "id": "key-dates-sentence",
          "labels": {
            "sentence": "Early access opens {opens}, submissions close {deadline} at {time}, and finalists are shown at the Capitol on {showcase}.",
            "undated": "The dates of the next cycle are on the timeline page."
          }
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "New to AI?",
          "text": "The training pathways prepare you for any of the competitions, starting with Talk to AI, a 1.5–2 hour introduction.",
          "actions": [
            {
              "label": "Explore Training First",
              "href": "/training-programs"
            },
            {
              "label": "Ask a question",
              "href": "/contact"
            }
          ]
        }
      ]
    },
    "/ai-coaches": {
      "seo": {
        "title": "On-Site AI Training by AI Coaches | Idaho AI Alliance",
        "description": "Certified AI Coaches deliver on-site AI training for schools, universities, chambers and businesses: half-day sessions to multi-day bootcamps."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "On-site training",
          "title": "AI Coaches for Your School, Campus or Business",
          "lead": "Certified Idaho AI Coaches come to you and train your people where they work and learn. Sessions are hands-on, plain-language and built around the tasks your team does every day.",
          "actions": [
            {
              "label": "Request Training",
              "href": "/contact?subject=request-training"
            },
            {
              "label": "See the training pathways",
              "href": "/training-programs"
            }
          ]
        },
        {
          "kind": "cards",
          "id": "who-we-train",
          "title": "Who we train",
          "intro": "Our coaches work with any Idaho organization that wants its people to use AI well, safely and with confidence.",
          "cards": [
            {
              "title": "Schools",
              "text": "K-12 teachers, staff and administrators: using AI to plan lessons, save time on paperwork and teach students to use AI responsibly."
            },
            {
              "title": "Universities",
              "text": "Faculty, staff and students at colleges and universities: AI for teaching, research support, advising and career readiness."
            },
            {
              "title": "Chambers of commerce",
              "text": "Member workshops that help local employers and small businesses take their first practical steps with AI."
            },
            {
              "title": "Businesses",
              "text": "Teams in any industry: AI for customer service, writing, analysis and daily productivity, using the tools you already have."
            }
          ]
        },
        {
          "kind": "prose",
          "id": "programs",
          "title": "Three programs to choose from",
          "paragraphs": [
            "Every on-site engagement uses one or more of our three core training programs. Start with the first and build from there, or choose the level that fits your group."
          ]
        },
        {
          "kind": "cards",
          "id": "formats",
          "title": "Training formats",
          "intro": "We fit the training to your calendar, not the other way round.",
          "cards": [
            {
              "title": "Half-day or full-day",
              "text": "A focused workshop for a staff development day, a team meeting or a chamber member event."
            },
            {
              "title": "1-2 days",
              "text": "Deeper, hands-on training where participants leave with work they have built with AI for their own jobs."
            },
            {
              "title": "Multi-day bootcamp",
              "text": "An intensive program for teams that want to build AI tools and workflows, with coaching between sessions."
            }
          ]
        },
        {
          "kind": "steps",
          "id": "how-it-works",
          "title": "How it works",
          "intro": "From the first call to the first training day typically takes 2-4 weeks.",
          "items": [
            {
              "title": "Discovery call",
              "description": "A 15-30 minute call about your people, your goals and the tools you use. There is no cost and no commitment."
            },
            {
              "title": "Training plan",
              "description": "We recommend a program and a format, match you with a certified AI Coach and confirm the price and any funding."
            },
            {
              "title": "On-site training",
              "description": "Your coach delivers the training at your location, using examples from your own work."
            },
            {
              "title": "Follow-up",
              "description": "Participants get materials to keep practicing, and you get a short report on attendance and progress."
            }
          ]
        },
        {
          "kind": "list",
          "id": "funding",
          "title": "Paying for training",
          "intro": "Cost should not stop an Idaho organization from getting trained. We help you find the right mix of funding from these sources:",
          "items": [
            "State and federal grants",
            "Chamber partnerships",
            "School district budgets",
            "Corporate sponsors",
            "Fee-for-service"
          ],
          "note": "Ask about funding on your discovery call; we will tell you which sources your organization may qualify for."
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "Bring an AI Coach to your organization",
          "text": "Tell us who you want to train and when. We reply within 1-2 business days to set up your discovery call.",
          "actions": [
            {
              "label": "Request Training",
              "href": "/contact?subject=request-training"
            },
            {
              "label": "Ask a question about on-site training",
              "href": "/contact?subject=request-training"
            }
          ]
        }
      ]
    },
    "/become-ai-coach": {
      "seo": {
        "title": "Become an AI Coach | Idaho AI Alliance",
        "description": "A guide to becoming a certified Idaho AI Coach: who the role suits, what the training involves, and how to start your application."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "Become an AI Coach",
          "title": "Become an Idaho AI Coach",
          "lead": "Help your neighbors, students and co-workers learn to use AI with confidence. This guide explains what AI Coaches do, who we are looking for and how to apply.",
          "actions": [
            {
              "label": "Start Your Application",
              "href": "/ai-coach-application"
            },
            {
              "label": "Program details and pay",
              "href": "/ai-coach-program"
            }
          ]
        },
        {
          "kind": "cards",
          "id": "what-coaches-do",
          "title": "What an AI Coach does",
          "intro": "AI Coaches are certified trainers who teach practical AI skills on site, in their own part of Idaho.",
          "cards": [
            {
              "title": "Teach hands-on workshops",
              "text": "Lead the Talk to AI, Create with AI and Build with AI programs for schools, universities, chambers and businesses."
            },
            {
              "title": "Support people as they learn",
              "text": "Answer questions, help beginners past their first hurdles and show people how AI fits their own work."
            },
            {
              "title": "Strengthen your community",
              "text": "Help local employers upskill their teams and help students get ready for jobs where AI is part of the work."
            }
          ]
        },
        {
          "kind": "list",
          "id": "why-become-a-coach",
          "title": "Why become an AI Coach",
          "items": [
            "Free certification: training is currently grant-funded and free for accepted applicants.",
            "Paid work: part-time, full-time and contract models, from $2,000-$4,000 per month part-time.",
            "Flexible hours: many coaches start part-time alongside a teaching or business career.",
            "A network: monthly webinars and a statewide community of coaches.",
            "Meaningful work: by 2030 nearly 40% of job skills will be influenced by AI, and Idaho’s workers need trainers close to home."
          ]
        },
        {
          "kind": "list",
          "id": "who-we-are-looking-for",
          "title": "Who we are looking for",
          "intro": "Teachers, trainers, librarians, business owners, HR and IT staff, retirees and career changers: people who like helping others learn. No prior AI experience is required.",
          "items": [
            "Experience teaching, training, coaching or presenting in any setting",
            "Comfort with technology and a willingness to learn new tools",
            "Time for certification training: 15-20 hours per week for 6-8 weeks",
            "Willingness to complete a background check and reference verification"
          ]
        },
        {
          "kind": "steps",
          "id": "how-to-become-a-coach",
          "title": "How to become an AI Coach",
          "intro": "Admissions are rolling. Review takes 1-2 weeks.",
          "items": [
            {
              "title": "Apply online",
              "description": "Tell us about your background, availability and why you want to become an AI Coach."
            },
            {
              "title": "Interview",
              "description": "Meet our team in a 30-minute video interview."
            },
            {
              "title": "Background and references",
              "description": "We complete a background check and verify your references."
            },
            {
              "title": "Train and certify",
              "description": "6-8 weeks of certification training, 3 practice workshops with feedback and a practicum workshop of 8-16 hours."
            },
            {
              "title": "Start coaching",
              "description": "Work with 1-2 partner organizations in months 1-3, then build your own practice from month 4."
            }
          ],
          "action": {
            "label": "Start Your Application",
            "href": "/ai-coach-application"
          }
        },
        {
          "kind": "cta",
          "id": "closing",
          "title": "Your community needs an AI Coach. It could be you.",
          "text": "Applying takes one form. If you have questions first, read the full program details or write to us.",
          "actions": [
            {
              "label": "Start Your Application",
              "href": "/ai-coach-application"
            },
            {
              "label": "Read the full program details",
              "href": "/ai-coach-program"
            },
            {
              "label": "Ask us about becoming a coach",
              "href": "/contact?subject=become-coach"
            }
          ]
        }
      ],
      "translations": {
        "es": {
          "publish": true,
          "texts": {
            "seo.title": {
              "text": "Conviértase en AI Coach | Alianza de IA de Idaho",
              "of": "cf80a2ff"
            },
            "seo.description": {
              "text": "Guía para ser AI Coach certificado en Idaho: para quién es este trabajo, en qué consiste la capacitación y cómo empezar su solicitud.",
              "of": "fc49e57f"
            },
            "blocks.hero.eyebrow": {
              "text": "Conviértase en AI Coach",
              "of": "13e719d1"
            },
            "blocks.hero.title": {
              "text": "Conviértase en AI Coach de Idaho",
              "of": "3746519e"
            },
            "blocks.hero.lead": {
              "text": "Ayude a sus vecinos, estudiantes y compañeros de trabajo a aprender a usar la IA con confianza. Esta guía explica qué hacen los AI Coaches, a quiénes buscamos y cómo presentar su solicitud.",
              "of": "911b1138"
            },
            "blocks.hero.actions.0.label": {
              "text": "Comience su solicitud",
              "of": "3e87450c"
            },
            "blocks.hero.actions.1.label": {
              "text": "Detalles del programa y remuneración",
              "of": "162003ea"
            },
            "blocks.what-coaches-do.title": {
              "text": "Qué hace un AI Coach",
              "of": "165004f3"
            },
            "blocks.what-coaches-do.intro": {
              "text": "Los AI Coaches son capacitadores certificados que enseñan habilidades prácticas de IA en persona, en su propia zona de Idaho.",
              "of": "2c8e8d00"
            },
            "blocks.what-coaches-do.cards.0.title": {
              "text": "Imparta talleres prácticos",
              "of": "cbab9624"
            },
            "blocks.what-coaches-do.cards.0.text": {
              "text": "Dirija los programas Talk to AI, Create with AI y Build with AI en escuelas, universidades, cámaras de comercio y empresas.",
              "of": "c6a24a27"
            },
            "blocks.what-coaches-do.cards.1.title": {
              "text": "Acompañe a las personas mientras aprenden",
              "of": "701ca14b"
            },
            "blocks.what-coaches-do.cards.1.text": {
              "text": "Responda preguntas, ayude a los principiantes a superar los primeros obstáculos y muestre cómo encaja la IA en el trabajo de cada persona.",
              "of": "4e4b38df"
            },
            "blocks.what-coaches-do.cards.2.title": {
              "text": "Fortalezca su comunidad",
              "of": "e539125f"
            },
            "blocks.what-coaches-do.cards.2.text": {
              "text": "Ayude a los empleadores locales a mejorar las habilidades de sus equipos y a los estudiantes a prepararse para empleos en los que la IA forma parte del trabajo.",
              "of": "860e5da4"
            },
            "blocks.why-become-a-coach.title": {
              "text": "Por qué ser AI Coach",
              "of": "8d1aa14b"
            },
            "blocks.why-become-a-coach.items.0": {
              "text": "Certificación gratuita: por ahora, la capacitación se financia con subvenciones y es gratuita para los solicitantes aceptados.",
              "of": "0c779330"
            },
            "blocks.why-become-a-coach.items.1": {
              "text": "Trabajo remunerado: modalidades de medio tiempo, tiempo completo y por contrato, con ingresos de $2,000 a $4,000 al mes a medio tiempo.",
              "of": "2ea1a742"
            },
            "blocks.why-become-a-coach.items.2": {
              "text": "Horario flexible: muchos AI Coaches empiezan a medio tiempo sin dejar su carrera en la enseñanza o en los negocios.",
              "of": "a653ec40"
            },
            "blocks.why-become-a-coach.items.3": {
              "text": "Una red de apoyo: seminarios web mensuales y una comunidad de AI Coaches en todo el estado.",
              "of": "0df4ca32"
            },
            "blocks.why-become-a-coach.items.4": {
              "text": "Un trabajo con sentido: para 2030, casi el 40% de las habilidades laborales estarán influidas por la IA, y los trabajadores de Idaho necesitan capacitadores cerca de casa.",
              "of": "1f021b08"
            },
            "blocks.who-we-are-looking-for.title": {
              "text": "A quiénes buscamos",
              "of": "a9c5d101"
            },
            "blocks.who-we-are-looking-for.intro": {
              "text": "Maestros, capacitadores, bibliotecarios, dueños de negocios, personal de recursos humanos y de TI, jubilados y personas que cambian de profesión: gente a la que le gusta ayudar a otros a aprender. No se requiere experiencia previa con IA.",
              "of": "89c6f048"
            },
            "blocks.who-we-are-looking-for.items.0": {
              "text": "Experiencia en enseñanza, capacitación, acompañamiento o presentaciones en cualquier ámbito",
              "of": "79c7de7f"
            },
            "blocks.who-we-are-looking-for.items.1": {
              "text": "Soltura con la tecnología y disposición para aprender herramientas nuevas",
              "of": "fe4f81ca"
            },
            "blocks.who-we-are-looking-for.items.2": {
              "text": "Tiempo para la capacitación de certificación: de 15 a 20 horas por semana durante 6 a 8 semanas",
              "of": "199b42a3"
            },
            "blocks.who-we-are-looking-for.items.3": {
              "text": "Disposición para someterse a una verificación de antecedentes y de referencias",
              "of": "0184808c"
            },
            "blocks.how-to-become-a-coach.title": {
              "text": "Cómo ser AI Coach",
              "of": "d594d882"
            },
            "blocks.how-to-become-a-coach.intro": {
              "text": "Las solicitudes se reciben de forma continua. La revisión toma de 1 a 2 semanas.",
              "of": "3c9fa947"
            },
            "blocks.how-to-become-a-coach.items.0.title": {
              "text": "Presente su solicitud en línea",
              "of": "642bae6e"
            },
            "blocks.how-to-become-a-coach.items.0.description": {
              "text": "Cuéntenos sobre su trayectoria, su disponibilidad y por qué quiere ser AI Coach.",
              "of": "d4c1ab58"
            },
            "blocks.how-to-become-a-coach.items.1.title": {
              "text": "Entrevista",
              "of": "47260334"
            },
            "blocks.how-to-become-a-coach.items.1.description": {
              "text": "Conozca a nuestro equipo en una entrevista por video de 30 minutos.",
              "of": "ea3d4869"
            },
            "blocks.how-to-become-a-coach.items.2.title": {
              "text": "Antecedentes y referencias",
              "of": "e9443afa"
            },
            "blocks.how-to-become-a-coach.items.2.description": {
              "text": "Realizamos una verificación de antecedentes y comprobamos sus referencias.",
              "of": "00fda8c0"
            },
            "blocks.how-to-become-a-coach.items.3.title": {
              "text": "Capacítese y certifíquese",
              "of": "fcc71bf8"
            },
            "blocks.how-to-become-a-coach.items.3.description": {
              "text": "De 6 a 8 semanas de capacitación para la certificación, 3 talleres de práctica con comentarios y un taller de práctica supervisada de 8 a 16 horas.",
              "of": "bfd0a7b6"
            },
            "blocks.how-to-become-a-coach.items.4.title": {
              "text": "Empiece a trabajar como AI Coach",
              "of": "d3ef9bf7"
            },
            "blocks.how-to-become-a-coach.items.4.description": {
              "text": "Trabaje con 1 o 2 organizaciones asociadas durante los meses 1 a 3 y, a partir del mes 4, forme su propia cartera de clientes.",
              "of": "d161b064"
            },
            "blocks.how-to-become-a-coach.action.label": {
              "text": "Comience su solicitud",
              "of": "3e87450c"
            },
            "blocks.closing.title": {
              "text": "Su comunidad necesita un AI Coach. Podría ser usted.",
              "of": "f8fa5905"
            },
            "blocks.closing.text": {
              "text": "Para presentar su solicitud basta con llenar un formulario. Si antes tiene preguntas, lea todos los detalles del programa o escríbanos.",
              "of": "c5d891bb"
            },
            "blocks.closing.actions.0.label": {
              "text": "Comience su solicitud",
              "of": "3e87450c"
            },
            "blocks.closing.actions.1.label": {
              "text": "Lea todos los detalles del programa",
              "of": "63be3179"
            },
            "blocks.closing.actions.2.label": {
              "text": "Pregúntenos cómo ser AI Coach",
              "of": "8eb70f6e"
            }
          }
        }
      }
    },
    "/ai-coach-program": {
      "seo": {
        "title": "The AI Coach Program | Idaho AI Alliance",
        "description": "The AI Coach workforce model: program structure, pay and work models, who thrives, the timeline and expectations, and answers to common questions."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "AI Coach Program",
          "title": "The AI Coach Program",
          "lead": "Idaho needs people who can teach AI in every school, campus, chamber and workplace. The AI Coach Program recruits them from Idaho communities, certifies them and puts them to work with partner organizations near home.",
          "actions": [
            {
              "label": "Start Your Application",
              "href": "/ai-coach-application"
            },
            {
              "label": "Back to Overview",
              "href": "/become-ai-coach"
            }
          ]
        },
        {
          "kind": "cards",
          "id": "workforce-model",
          "title": "The AI coach workforce model",
          "intro": "Fewer than 20% of teachers and professionals have been formally trained in AI. Rather than flying in outside experts, we build a local workforce of coaches who stay and serve their own regions.",
          "cards": [
            {
              "title": "Recruit locally",
              "text": "We look for teachers, trainers, business people and career changers who already know their communities."
            },
            {
              "title": "Certify",
              "text": "Accepted applicants complete a grant-funded certification that is free to them, with practice workshops and a practicum."
            },
            {
              "title": "Deploy",
              "text": "New coaches start with 1-2 partner organizations: schools, universities, chambers and businesses."
            },
            {
              "title": "Sustain",
              "text": "Coaching is paid through grants, chamber partnerships, school district budgets, corporate sponsors and fee-for-service, so the work lasts beyond a pilot."
            }
          ]
        },
        {
          "kind": "prose",
          "id": "program-structure",
          "title": "Program structure",
          "paragraphs": [
            "Certification training lasts 6-8 weeks at 15-20 hours per week. It is currently grant-funded and free for accepted applicants."
          ]
        },
        {
          "kind": "steps",
          "id": "training-blocks",
          "title": "Four two-week training blocks",
          "items": [
            {
              "title": "Block 1: AI fundamentals",
              "description": "How today’s AI tools work, what they do well and badly, privacy and safety, and how to explain them in plain language."
            },
            {
              "title": "Block 2: Applied AI skills",
              "description": "Hands-on use of AI for writing, research, analysis, planning and building simple tools, with the Talk to AI and Create with AI programs."
            },
            {
              "title": "Block 3: Teaching and facilitation",
              "description": "Running workshops for adults and students: pacing, live demos, mixed skill levels and helping nervous beginners."
            },
            {
              "title": "Block 4: Business and community engagement",
              "description": "Working with schools, chambers and employers: discovery calls, tailoring training and reporting results."
            }
          ]
        },
        {
          "kind": "list",
          "id": "practice",
          "title": "Practice, practicum and deployment",
          "items": [
            "3 practice workshops during training, each with feedback from experienced coaches",
            "A practicum workshop of 8-16 hours that you lead with a real group to complete certification",
            "Deployment months 1-3: you coach with 1-2 partner organizations, with support from our team",
            "Ongoing practice from month 4: you take on your own engagements",
            "Monthly webinars to keep your skills current and learn from other coaches"
          ]
        },
        {
          "kind": "table",
          "id": "compensation",
          "title": "Compensation and work models",
          "intro": "Certified coaches are paid for their work. Choose the model that fits your life; many coaches start part-time.",
          "caption": "AI Coach work models, hours and pay",
          "columns": [
            "Work model",
            "Hours",
            "Pay",
            "Notes"
          ],
          "rows": [
            [
              "Part-time",
              "10-20 hrs/week",
              "$2,000-$4,000 per month",
              "Fits around a teaching, business or consulting job."
            ],
            [
              "Full-time",
              "40 hrs/week",
              "$50,000-$75,000 per year, with benefits",
              "A salaried coach serving several partner organizations."
            ],
            [
              "Contract",
              "Per engagement",
              "$100-$150 per hour",
              "Independent coaches booked for workshops and training days."
            ],
            [
              "Experienced specialists",
              "Full-time or contract",
              "$100,000+ per year",
              "Senior coaches who lead programs, train other coaches or advise partners."
            ]
          ],
          "note": "Pay depends on the engagements available in your region and on your experience."
        },
        {
          "kind": "list",
          "id": "who-thrives",
          "title": "Who thrives as an AI Coach",
          "intro": "No prior AI experience is required. What matters most is that you like helping people learn.",
          "items": [
            "You enjoy explaining things and are patient with beginners",
            "You are curious and keep learning new tools on your own",
            "You have taught, trained, coached, mentored or led a team, in any setting",
            "You are connected to your community: a school, a chamber, an industry or a town",
            "You are comfortable speaking to a room of adults or students",
            "You care about using AI honestly, safely and fairly"
          ]
        },
        {
          "kind": "list",
          "id": "timeline-and-expectations",
          "title": "Timeline and expectations",
          "intro": "Admissions are rolling: apply whenever you are ready. Review takes 1-2 weeks. Here is the whole journey, from application to ongoing practice.",
          "items": [
            "No prior AI experience is required.",
            "A background check and reference verification are part of selection.",
            "During training, plan on 15-20 hours per week for 6-8 weeks."
          ]
        },
        {
          "kind": "steps",
          "id": "journey",
          "items": [
            {
              "title": "Application",
              "description": "Complete the online application about your background, availability and motivation. No prior AI experience is required."
            },
            {
              "title": "Interview",
              "description": "A 30-minute video interview about your goals, experience and availability."
            },
            {
              "title": "Background check",
              "description": "A background check and reference verification, because coaches work in schools and with the public."
            },
            {
              "title": "Acceptance notification",
              "description": "We tell you our decision by e-mail. Review takes 1-2 weeks, and admissions are rolling."
            },
            {
              "title": "Certification training",
              "description": "6-8 weeks at 15-20 hours per week, in four two-week blocks, with 3 practice workshops and feedback."
            },
            {
              "title": "Practicum and certification",
              "description": "You lead a practicum workshop of 8-16 hours with a real group and earn your certification."
            },
            {
              "title": "Initial deployment",
              "description": "Months 1-3: you coach with 1-2 partner organizations, with support from our team."
            },
            {
              "title": "Ongoing practice",
              "description": "From month 4: you take on your own engagements and join monthly webinars with other coaches."
            }
          ]
        },
        {
          "kind": "faq",
          "id": "faq",
          "title": "Frequently asked questions",
          "items": [
            {
              "question": "Do I need experience with AI to apply?",
              "answer": "No. No prior AI experience is required. Certification training starts with AI fundamentals. We look for people who are good with people and eager to learn."
            },
            {
              "question": "What does certification cost?",
              "answer": "Nothing for accepted applicants. Certification is currently grant-funded and free for accepted applicants."
            },
            {
              "question": "How much time does training take?",
              "answer": "Certification training lasts 6-8 weeks at 15-20 hours per week, followed by a practicum workshop of 8-16 hours."
            },
            {
              "question": "Can I coach part-time while keeping my current job?",
              "answer": "Yes. Part-time coaching can start at 10-15 hours per week. Our part-time work model covers 10-20 hours per week and pays $2,000-$4,000 per month; you can increase your hours as you take on more engagements."
            },
            {
              "question": "How are coaches paid?",
              "answer": "Part-time coaches earn $2,000-$4,000 per month, full-time coaches $50,000-$75,000 per year with benefits, and contract coaches $100-$150 per hour. Experienced specialists can earn $100,000+."
            },
            {
              "question": "How are applicants selected?",
              "answer": "We review your application, hold a 30-minute video interview, and complete a background check and reference verification. Review takes 1-2 weeks."
            },
            {
              "question": "When can I apply?",
              "answer": "Any time. Admissions are rolling, so we review applications as they arrive and start new training groups through the year."
            },
            {
              "question": "Where will I work?",
              "answer": "In your own region wherever possible. During months 1-3 you work with 1-2 partner organizations, such as a school district, a university, a chamber of commerce or a local business."
            },
            {
              "question": "What support do I get after certification?",
              "answer": "Our team supports you through your first deployment, and all coaches join monthly webinars to share what works and learn new tools."
            }
          ]
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "Ready to become an AI Coach?",
          "text": "Applications are open on a rolling basis. It is free to apply, and certification is free for accepted applicants.",
          "actions": [
            {
              "label": "Start Your Application",
              "href": "/ai-coach-application"
            },
            {
              "label": "Back to Overview",
              "href": "/become-ai-coach"
            }
          ],
          "note": "Questions about the program? E-mail us at"
        }
      ],
      "translations": {
        "es": {
          "publish": true,
          "texts": {
            "seo.title": {
              "text": "El programa AI Coach | Alianza de IA de Idaho",
              "of": "0ec3307a"
            },
            "seo.description": {
              "text": "El modelo de AI Coaches: estructura del programa, remuneración y modalidades de trabajo, perfil, calendario, expectativas y respuestas a preguntas frecuentes.",
              "of": "bd59bdde"
            },
            "blocks.hero.eyebrow": {
              "text": "Programa AI Coach",
              "of": "77385fad"
            },
            "blocks.hero.title": {
              "text": "El programa AI Coach",
              "of": "3b552fa4"
            },
            "blocks.hero.lead": {
              "text": "Idaho necesita personas que puedan enseñar IA en cada escuela, campus, cámara de comercio y lugar de trabajo. El programa AI Coach las recluta en las comunidades de Idaho, las certifica y las pone a trabajar con organizaciones asociadas cerca de casa.",
              "of": "e749d273"
            },
            "blocks.hero.actions.0.label": {
              "text": "Comience su solicitud",
              "of": "3e87450c"
            },
            "blocks.hero.actions.1.label": {
              "text": "Volver a la información general",
              "of": "6b841566"
            },
            "blocks.workforce-model.title": {
              "text": "El modelo de fuerza laboral de AI Coaches",
              "of": "b94b7d39"
            },
            "blocks.workforce-model.intro": {
              "text": "Menos del 20% de los maestros y profesionales ha recibido capacitación formal en IA. En lugar de traer expertos de fuera, formamos una fuerza laboral local de AI Coaches que se quedan y sirven a sus propias regiones.",
              "of": "7e028c89"
            },
            "blocks.workforce-model.cards.0.title": {
              "text": "Reclutar en la comunidad",
              "of": "dfa78f49"
            },
            "blocks.workforce-model.cards.0.text": {
              "text": "Buscamos maestros, capacitadores, gente de negocios y personas que cambian de profesión y que ya conocen sus comunidades.",
              "of": "76f42d89"
            },
            "blocks.workforce-model.cards.1.title": {
              "text": "Certificar",
              "of": "c00ff9a3"
            },
            "blocks.workforce-model.cards.1.text": {
              "text": "Los solicitantes aceptados completan una certificación financiada con subvenciones, gratuita para ellos, con talleres de práctica y una práctica supervisada.",
              "of": "7723e1c1"
            },
            "blocks.workforce-model.cards.2.title": {
              "text": "Asignar",
              "of": "4a2e849e"
            },
            "blocks.workforce-model.cards.2.text": {
              "text": "Los nuevos AI Coaches empiezan con 1 o 2 organizaciones asociadas: escuelas, universidades, cámaras de comercio y empresas.",
              "of": "1a2f472c"
            },
            "blocks.workforce-model.cards.3.title": {
              "text": "Sostener",
              "of": "f277f72a"
            },
            "blocks.workforce-model.cards.3.text": {
              "text": "El trabajo de los AI Coaches se paga con subvenciones, alianzas con cámaras de comercio, presupuestos de distritos escolares, patrocinadores corporativos y tarifas por servicio, para que perdure más allá de un piloto.",
              "of": "3c2908be"
            },
            "blocks.program-structure.title": {
              "text": "Estructura del programa",
              "of": "9185f162"
            },
            "blocks.program-structure.paragraphs.0": {
              "text": "La capacitación para la certificación dura de 6 a 8 semanas, con una dedicación de 15 a 20 horas por semana. Por ahora se financia con subvenciones y es gratuita para los solicitantes aceptados.",
              "of": "94a6b6aa"
            },
            "blocks.training-blocks.title": {
              "text": "Cuatro bloques de capacitación de dos semanas",
              "of": "1e458c7a"
            },
            "blocks.training-blocks.items.0.title": {
              "text": "Bloque 1: Fundamentos de la IA",
              "of": "c5cafa8f"
            },
            "blocks.training-blocks.items.0.description": {
              "text": "Cómo funcionan las herramientas de IA actuales, qué hacen bien y qué hacen mal, la privacidad y la seguridad, y cómo explicarlas con palabras sencillas.",
              "of": "3610e937"
            },
            "blocks.training-blocks.items.1.title": {
              "text": "Bloque 2: Habilidades prácticas de IA",
              "of": "16f72c2f"
            },
            "blocks.training-blocks.items.1.description": {
              "text": "Uso práctico de la IA para redactar, investigar, analizar, planificar y crear herramientas sencillas, con los programas Talk to AI y Create with AI.",
              "of": "e2da7cac"
            },
            "blocks.training-blocks.items.2.title": {
              "text": "Bloque 3: Enseñanza y facilitación",
              "of": "8c8cfcce"
            },
            "blocks.training-blocks.items.2.description": {
              "text": "Cómo dirigir talleres para adultos y estudiantes: el ritmo, las demostraciones en vivo, los grupos con distintos niveles y la ayuda a los principiantes nerviosos.",
              "of": "49c79295"
            },
            "blocks.training-blocks.items.3.title": {
              "text": "Bloque 4: Vinculación con empresas y comunidades",
              "of": "377af321"
            },
            "blocks.training-blocks.items.3.description": {
              "text": "El trabajo con escuelas, cámaras de comercio y empleadores: llamadas iniciales para conocer sus necesidades, capacitación a la medida e informes de resultados.",
              "of": "b1881bd0"
            },
            "blocks.practice.title": {
              "text": "Talleres de práctica, práctica supervisada y primeras asignaciones",
              "of": "5f533b6c"
            },
            "blocks.practice.items.0": {
              "text": "3 talleres de práctica durante la capacitación, cada uno con comentarios de AI Coaches con experiencia",
              "of": "d7700c34"
            },
            "blocks.practice.items.1": {
              "text": "Un taller de práctica supervisada de 8 a 16 horas que usted dirige con un grupo real para completar la certificación",
              "of": "c2ee8621"
            },
            "blocks.practice.items.2": {
              "text": "Meses 1 a 3 de asignación: trabaja como AI Coach con 1 o 2 organizaciones asociadas, con el apoyo de nuestro equipo",
              "of": "4cd792ad"
            },
            "blocks.practice.items.3": {
              "text": "Práctica continua a partir del mes 4: usted asume sus propios proyectos",
              "of": "310809ff"
            },
            "blocks.practice.items.4": {
              "text": "Seminarios web mensuales para mantener sus habilidades al día y aprender de otros AI Coaches",
              "of": "33587642"
            },
            "blocks.compensation.title": {
              "text": "Remuneración y modalidades de trabajo",
              "of": "83eb1df3"
            },
            "blocks.compensation.intro": {
              "text": "Los AI Coaches certificados reciben un pago por su trabajo. Elija la modalidad que mejor se ajuste a su vida; muchos empiezan a medio tiempo.",
              "of": "d7020918"
            },
            "blocks.compensation.caption": {
              "text": "Modalidades de trabajo, horas y remuneración de los AI Coaches",
              "of": "46c95b54"
            },
            "blocks.compensation.columns.0": {
              "text": "Modalidad",
              "of": "8e2ca14d"
            },
            "blocks.compensation.columns.1": {
              "text": "Horas",
              "of": "ab34e1d4"
            },
            "blocks.compensation.columns.2": {
              "text": "Remuneración",
              "of": "c35b0729"
            },
            "blocks.compensation.columns.3": {
              "text": "Notas",
              "of": "0ff01b6a"
            },
            "blocks.compensation.rows.0.0": {
              "text": "Medio tiempo",
              "of": "e8c669d2"
            },
            "blocks.compensation.rows.0.1": {
              "text": "10 a 20 h por semana",
              "of": "422cc9a3"
            },
            "blocks.compensation.rows.0.2": {
              "text": "$2,000 a $4,000 al mes",
              "of": "8137bb33"
            },
            "blocks.compensation.rows.0.3": {
              "text": "Se puede combinar con un trabajo en la enseñanza, los negocios o la consultoría.",
              "of": "c1580708"
            },
            "blocks.compensation.rows.1.0": {
              "text": "Tiempo completo",
              "of": "b6c0cf7a"
            },
            "blocks.compensation.rows.1.1": {
              "text": "40 h por semana",
              "of": "d012b8fb"
            },
            "blocks.compensation.rows.1.2": {
              "text": "$50,000 a $75,000 al año, con prestaciones",
              "of": "e1c6570f"
            },
            "blocks.compensation.rows.1.3": {
              "text": "Un AI Coach asalariado que atiende a varias organizaciones asociadas.",
              "of": "da9622af"
            },
            "blocks.compensation.rows.2.0": {
              "text": "Por contrato",
              "of": "242faa23"
            },
            "blocks.compensation.rows.2.1": {
              "text": "Por encargo",
              "of": "0511d437"
            },
            "blocks.compensation.rows.2.2": {
              "text": "$100 a $150 por hora",
              "of": "c7c8e602"
            },
            "blocks.compensation.rows.2.3": {
              "text": "AI Coaches independientes contratados para talleres y jornadas de capacitación.",
              "of": "6d41268e"
            },
            "blocks.compensation.rows.3.0": {
              "text": "Especialistas con experiencia",
              "of": "58e8fb45"
            },
            "blocks.compensation.rows.3.1": {
              "text": "Tiempo completo o por contrato",
              "of": "8b4dc667"
            },
            "blocks.compensation.rows.3.2": {
              "text": "Más de $100,000 al año",
              "of": "4b106c61"
            },
            "blocks.compensation.rows.3.3": {
              "text": "AI Coaches sénior que dirigen programas, capacitan a otros AI Coaches o asesoran a los socios.",
              "of": "d05b1576"
            },
            "blocks.compensation.note": {
              "text": "La remuneración depende de los encargos disponibles en su región y de su experiencia.",
              "of": "93a883ac"
            },
            "blocks.who-thrives.title": {
              "text": "Quién se desempeña bien como AI Coach",
              "of": "45f4e083"
            },
            "blocks.who-thrives.intro": {
              "text": "No se requiere experiencia previa con IA. Lo más importante es que le guste ayudar a las personas a aprender.",
              "of": "71716293"
            },
            "blocks.who-thrives.items.0": {
              "text": "Le gusta explicar las cosas y tiene paciencia con los principiantes",
              "of": "1cf62e6e"
            },
            "blocks.who-thrives.items.1": {
              "text": "Tiene curiosidad y sigue aprendiendo herramientas nuevas por su cuenta",
              "of": "e84c291d"
            },
            "blocks.who-thrives.items.2": {
              "text": "Tiene experiencia en enseñanza, capacitación, acompañamiento, mentoría o dirección de equipos, en cualquier ámbito",
              "of": "574b9286"
            },
            "blocks.who-thrives.items.3": {
              "text": "Tiene vínculos con su comunidad: una escuela, una cámara de comercio, una industria o un pueblo",
              "of": "81be401d"
            },
            "blocks.who-thrives.items.4": {
              "text": "Habla con soltura ante un grupo de adultos o de estudiantes",
              "of": "7bbf3e2c"
            },
            "blocks.who-thrives.items.5": {
              "text": "Le importa usar la IA con honestidad, seguridad y equidad",
              "of": "d685652e"
            },
            "blocks.timeline-and-expectations.title": {
              "text": "Calendario y expectativas",
              "of": "acf93cf6"
            },
            "blocks.timeline-and-expectations.intro": {
              "text": "Las solicitudes se reciben de forma continua: preséntela cuando lo desee. La revisión toma de 1 a 2 semanas. Este es todo el recorrido, desde la solicitud hasta la práctica continua.",
              "of": "e7c16cb8"
            },
            "blocks.timeline-and-expectations.items.0": {
              "text": "No se requiere experiencia previa con IA.",
              "of": "0f01189d"
            },
            "blocks.timeline-and-expectations.items.1": {
              "text": "La selección incluye una verificación de antecedentes y de referencias.",
              "of": "bc597695"
            },
            "blocks.timeline-and-expectations.items.2": {
              "text": "Durante la capacitación, prevea dedicar de 15 a 20 horas por semana durante 6 a 8 semanas.",
              "of": "4f0fa3a4"
            },
            "blocks.journey.items.0.title": {
              "text": "Solicitud",
              "of": "22af01e5"
            },
            "blocks.journey.items.0.description": {
              "text": "Complete la solicitud en línea sobre su trayectoria, su disponibilidad y su motivación. No se requiere experiencia previa con IA.",
              "of": "c1556eb8"
            },
            "blocks.journey.items.1.title": {
              "text": "Entrevista",
              "of": "47260334"
            },
            "blocks.journey.items.1.description": {
              "text": "Una entrevista por video de 30 minutos sobre sus metas, su experiencia y su disponibilidad.",
              "of": "33efcf30"
            },
            "blocks.journey.items.2.title": {
              "text": "Verificación de antecedentes",
              "of": "85bdea49"
            },
            "blocks.journey.items.2.description": {
              "text": "Una verificación de antecedentes y de referencias, porque los AI Coaches trabajan en escuelas y con el público.",
              "of": "fb3e0dff"
            },
            "blocks.journey.items.3.title": {
              "text": "Aviso de aceptación",
              "of": "28b90fad"
            },
            "blocks.journey.items.3.description": {
              "text": "Le comunicamos nuestra decisión por correo electrónico. La revisión toma de 1 a 2 semanas y las solicitudes se reciben de forma continua.",
              "of": "d14c2824"
            },
            "blocks.journey.items.4.title": {
              "text": "Capacitación para la certificación",
              "of": "27b69799"
            },
            "blocks.journey.items.4.description": {
              "text": "De 6 a 8 semanas, con 15 a 20 horas por semana, en cuatro bloques de dos semanas, con 3 talleres de práctica y comentarios.",
              "of": "fd58c4e5"
            },
            "blocks.journey.items.5.title": {
              "text": "Práctica supervisada y certificación",
              "of": "8129fc74"
            },
            "blocks.journey.items.5.description": {
              "text": "Usted dirige un taller de práctica supervisada de 8 a 16 horas con un grupo real y obtiene su certificación.",
              "of": "d40a3d2c"
            },
            "blocks.journey.items.6.title": {
              "text": "Primera asignación",
              "of": "2ba333c2"
            },
            "blocks.journey.items.6.description": {
              "text": "Meses 1 a 3: trabaja como AI Coach con 1 o 2 organizaciones asociadas, con el apoyo de nuestro equipo.",
              "of": "eb3a65b4"
            },
            "blocks.journey.items.7.title": {
              "text": "Práctica continua",
              "of": "fe9794b3"
            },
            "blocks.journey.items.7.description": {
              "text": "A partir del mes 4: usted asume sus propios proyectos y participa en seminarios web mensuales con otros AI Coaches.",
              "of": "e6a41d74"
            },
            "blocks.faq.title": {
              "text": "Preguntas frecuentes",
              "of": "e466bfa9"
            },
            "blocks.faq.items.0.question": {
              "text": "¿Necesito experiencia con IA para presentar una solicitud?",
              "of": "90c12a4b"
            },
            "blocks.faq.items.0.answer": {
              "text": "No. No se requiere experiencia previa con IA. La capacitación para la certificación empieza con los fundamentos de la IA. Buscamos personas que sepan tratar con la gente y tengan ganas de aprender.",
              "of": "bedbdf20"
            },
            "blocks.faq.items.1.question": {
              "text": "¿Cuánto cuesta la certificación?",
              "of": "d51aa294"
            },
            "blocks.faq.items.1.answer": {
              "text": "Nada para los solicitantes aceptados. Por ahora, la certificación se financia con subvenciones y es gratuita para quienes son aceptados.",
              "of": "53f824ce"
            },
            "blocks.faq.items.2.question": {
              "text": "¿Cuánto tiempo toma la capacitación?",
              "of": "46230d1a"
            },
            "blocks.faq.items.2.answer": {
              "text": "La capacitación para la certificación dura de 6 a 8 semanas, con 15 a 20 horas por semana, y después sigue un taller de práctica supervisada de 8 a 16 horas.",
              "of": "57e74e63"
            },
            "blocks.faq.items.3.question": {
              "text": "¿Puedo ser AI Coach a medio tiempo sin dejar mi trabajo actual?",
              "of": "c1330a8a"
            },
            "blocks.faq.items.3.answer": {
              "text": "Sí. Puede empezar con 10 a 15 horas por semana. Nuestra modalidad de medio tiempo abarca de 10 a 20 horas por semana y paga de $2,000 a $4,000 al mes; puede aumentar sus horas a medida que asuma más proyectos.",
              "of": "cf23b9d5"
            },
            "blocks.faq.items.4.question": {
              "text": "¿Cómo se les paga a los AI Coaches?",
              "of": "8e61a652"
            },
            "blocks.faq.items.4.answer": {
              "text": "Los AI Coaches de medio tiempo ganan de $2,000 a $4,000 al mes; los de tiempo completo, de $50,000 a $75,000 al año con prestaciones; y los contratados por encargo, de $100 a $150 por hora. Los especialistas con experiencia pueden ganar más de $100,000 al año.",
              "of": "d66b45df"
            },
            "blocks.faq.items.5.question": {
              "text": "¿Cómo se selecciona a los solicitantes?",
              "of": "b1ca0d44"
            },
            "blocks.faq.items.5.answer": {
              "text": "Revisamos su solicitud, hacemos una entrevista por video de 30 minutos y realizamos una verificación de antecedentes y de referencias. La revisión toma de 1 a 2 semanas.",
              "of": "bda940ef"
            },
            "blocks.faq.items.6.question": {
              "text": "¿Cuándo puedo presentar mi solicitud?",
              "of": "4d83d675"
            },
            "blocks.faq.items.6.answer": {
              "text": "En cualquier momento. Las solicitudes se reciben de forma continua: las revisamos a medida que llegan y comenzamos nuevos grupos de capacitación a lo largo del año.",
              "of": "667de0a1"
            },
            "blocks.faq.items.7.question": {
              "text": "¿Dónde voy a trabajar?",
              "of": "b7b4da55"
            },
            "blocks.faq.items.7.answer": {
              "text": "En su propia región, siempre que sea posible. Durante los meses 1 a 3 trabaja con 1 o 2 organizaciones asociadas, como un distrito escolar, una universidad, una cámara de comercio o una empresa local.",
              "of": "71f5efba"
            },
            "blocks.faq.items.8.question": {
              "text": "¿Qué apoyo recibo después de la certificación?",
              "of": "89eaa933"
            },
            "blocks.faq.items.8.answer": {
              "text": "Nuestro equipo le acompaña durante su primera asignación, y todos los AI Coaches participan en seminarios web mensuales para compartir lo que funciona y aprender herramientas nuevas.",
              "of": "ec7d4aca"
            },
            "blocks.cta.title": {
              "text": "¿Quiere ser AI Coach?",
              "of": "ce27c3b0"
            },
            "blocks.cta.text": {
              "text": "Las solicitudes están abiertas de forma continua. Presentar la solicitud no cuesta nada, y la certificación es gratuita para los solicitantes aceptados.",
              "of": "53568cc5"
            },
            "blocks.cta.actions.0.label": {
              "text": "Comience su solicitud",
              "of": "3e87450c"
            },
            "blocks.cta.actions.1.label": {
              "text": "Volver a la información general",
              "of": "6b841566"
            },
            "blocks.cta.note": {
              "text": "¿Tiene preguntas sobre el programa? Escríbanos a",
              "of": "c13fa2df"
            }
          }
        }
      }
    },
    "/ai-coach-application": {
      "seo": {
        "title": "Apply to Be an AI Coach | Idaho AI Alliance",
        "description": "Apply to become a certified Idaho AI Coach. After you apply: a 30-minute video interview, reference and background checks, a decision in 5-7 business days."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "AI Coach application",
          "title": "Apply to Become an AI Coach",
          "lead": "Join the people teaching Idaho to use AI. Certification is currently grant-funded and free for accepted applicants, and no prior AI experience is required."
        },
        {
          "kind": "list",
          "id": "who-should-apply",
          "title": "Who should apply",
          "items": [
            "Teachers, professors, trainers and instructional coaches",
            "Business owners, managers, HR and IT professionals who train others",
            "Librarians, workforce and community leaders",
            "Career changers and retirees who enjoy helping people learn",
            "Anyone in Idaho who can give 15-20 hours per week for 6-8 weeks of certification training"
          ],
          "note": "No prior AI experience is required. A background check and reference verification are part of selection."
        },
        {
          "kind": "steps",
          "id": "what-happens-next",
          "title": "What happens after you apply",
          "items": [
            {
              "title": "Apply",
              "description": "Complete the form below. Every field marked as required must be filled in."
            },
            {
              "title": "30-minute video interview",
              "description": "If your application fits, we invite you to a 30-minute video interview."
            },
            {
              "title": "Reference and background check",
              "description": "We verify your references and complete a background check."
            },
            {
              "title": "Decision",
              "description": "You hear our decision within 5-7 business days."
            }
          ],
          "action": {
            "label": "Read the full program details first",
            "href": "/ai-coach-program"
          }
        },
        {
          "kind": "prose",
          "id": "application-form",
          "title": "Your application",
          "paragraphs": [
            "Tell us about yourself, your availability and why you want to become an AI Coach. The two longer answers need at least 50 characters each."
          ]
        }
      ],
      "translations": {
        "es": {
          "publish": true,
          "texts": {
            "seo.title": {
              "text": "Solicitud para ser AI Coach | Alianza de IA de Idaho",
              "of": "0855a582"
            },
            "seo.description": {
              "text": "Solicite ser AI Coach certificado en Idaho. Después: una entrevista por video de 30 minutos, referencias y antecedentes, y una decisión en 5 a 7 días hábiles.",
              "of": "1e1928e3"
            },
            "blocks.hero.eyebrow": {
              "text": "Solicitud de AI Coach",
              "of": "5e3fe0ab"
            },
            "blocks.hero.title": {
              "text": "Presente su solicitud para ser AI Coach",
              "of": "388020f0"
            },
            "blocks.hero.lead": {
              "text": "Súmese a las personas que enseñan a Idaho a usar la IA. Por ahora, la certificación se financia con subvenciones y es gratuita para los solicitantes aceptados, y no se requiere experiencia previa con IA.",
              "of": "df5d813f"
            },
            "blocks.who-should-apply.title": {
              "text": "A quiénes invitamos a presentar su solicitud",
              "of": "74c26aee"
            },
            "blocks.who-should-apply.items.0": {
              "text": "Maestros, profesores, capacitadores y asesores pedagógicos",
              "of": "b2abfeec"
            },
            "blocks.who-should-apply.items.1": {
              "text": "Dueños de negocios, gerentes y profesionales de recursos humanos y de TI que capacitan a otras personas",
              "of": "df582c44"
            },
            "blocks.who-should-apply.items.2": {
              "text": "Bibliotecarios y líderes comunitarios y del desarrollo de la fuerza laboral",
              "of": "a296d59e"
            },
            "blocks.who-should-apply.items.3": {
              "text": "Personas que cambian de profesión y jubilados a quienes les gusta ayudar a otros a aprender",
              "of": "d60b25fd"
            },
            "blocks.who-should-apply.items.4": {
              "text": "Cualquier persona en Idaho que pueda dedicar de 15 a 20 horas por semana, durante 6 a 8 semanas, a la capacitación para la certificación",
              "of": "b0059715"
            },
            "blocks.who-should-apply.note": {
              "text": "No se requiere experiencia previa con IA. La selección incluye una verificación de antecedentes y de referencias.",
              "of": "cdc765c3"
            },
            "blocks.what-happens-next.title": {
              "text": "Qué sucede después de presentar su solicitud",
              "of": "dce2fb37"
            },
            "blocks.what-happens-next.items.0.title": {
              "text": "Presente su solicitud",
              "of": "ca77bbdb"
            },
            "blocks.what-happens-next.items.0.description": {
              "text": "Complete el formulario a continuación. Debe llenar todos los campos marcados como obligatorios.",
              "of": "cfe3ed53"
            },
            "blocks.what-happens-next.items.1.title": {
              "text": "Entrevista por video de 30 minutos",
              "of": "91539a1d"
            },
            "blocks.what-happens-next.items.1.description": {
              "text": "Si su solicitud se ajusta al programa, le invitamos a una entrevista por video de 30 minutos.",
              "of": "f2f65d03"
            },
            "blocks.what-happens-next.items.2.title": {
              "text": "Verificación de referencias y antecedentes",
              "of": "8656a039"
            },
            "blocks.what-happens-next.items.2.description": {
              "text": "Comprobamos sus referencias y realizamos una verificación de antecedentes.",
              "of": "9670c20a"
            },
            "blocks.what-happens-next.items.3.title": {
              "text": "Decisión",
              "of": "be93ff03"
            },
            "blocks.what-happens-next.items.3.description": {
              "text": "Recibirá nuestra decisión en un plazo de 5 a 7 días hábiles.",
              "of": "35a1b2c5"
            },
            "blocks.what-happens-next.action.label": {
              "text": "Lea primero todos los detalles del programa",
              "of": "5bd9118f"
            },
            "blocks.application-form.title": {
              "text": "Su solicitud",
              "of": "8aaa1814"
            },
            "blocks.application-form.paragraphs.0": {
              "text": "Cuéntenos sobre usted, su disponibilidad y por qué quiere ser AI Coach. Cada una de las dos respuestas más largas necesita al menos 50 caracteres.",
              "of": "9acdbbfe"
            }
          }
        }
      }
    },
    "/contact": {
      "seo": {
        "title": "Contact Us | Idaho AI Alliance",
        "description": "Contact the Idaho AI Alliance about training, partnerships, events or becoming an AI Coach. We reply within 1-2 business days."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "Contact",
          "title": "Contact Us",
          "lead": "Questions about training, partnerships, becoming an AI Coach or our events? Send us a message and we will get back to you within 1-2 business days."
        },
        {
          "kind": "prose",
          "id": "contact-form",
          "title": "Send us a message",
          "paragraphs": [
            "Choose the subject that fits best so your message reaches the right person."
          ]
        },
        {
          "kind": "list",
          "id": "other-ways",
          "title": "Other ways to reach us",
          "items": [
            "E-mail",
            "Phone"
          ]
        },
        {
          "kind": "prose",
          "id": "office-hours",
          "title": "Office hours",
          "paragraphs": [
            "Monday to Friday, 8 AM to 5 PM Mountain Time. Closed weekends.",
            "We reply to messages within 1-2 business days."
          ]
        },
        {
          "kind": "links",
          "id": "looking-for",
          "title": "Looking for something else?",
          "links": [
            {
              "label": "Apply to become an AI Coach",
              "href": "/ai-coach-application"
            },
            {
              "label": "Join the Idaho AI Alliance",
              "href": "/join-alliance"
            },
            {
              "label": "Partnership opportunities",
              "href": "/partners"
            }
          ]
        }
      ],
      "translations": {
        "es": {
          "publish": true,
          "texts": {
            "seo.title": {
              "text": "Contáctenos | Alianza de IA de Idaho",
              "of": "c5d9d5db"
            },
            "seo.description": {
              "text": "Comuníquese con la Alianza de IA de Idaho sobre capacitación, colaboraciones, eventos o cómo ser AI Coach. Respondemos en 1 o 2 días hábiles.",
              "of": "d92986d1"
            },
            "blocks.hero.eyebrow": {
              "text": "Contacto",
              "of": "73ac94c3"
            },
            "blocks.hero.title": {
              "text": "Contáctenos",
              "of": "91dd0cb5"
            },
            "blocks.hero.lead": {
              "text": "¿Tiene preguntas sobre la capacitación, las colaboraciones, cómo ser AI Coach o nuestros eventos? Envíenos un mensaje y le responderemos en 1 o 2 días hábiles.",
              "of": "a70c8aee"
            },
            "blocks.contact-form.title": {
              "text": "Envíenos un mensaje",
              "of": "193e8619"
            },
            "blocks.contact-form.paragraphs.0": {
              "text": "Elija el asunto que mejor corresponda para que su mensaje llegue a la persona indicada.",
              "of": "c1880967"
            },
            "blocks.other-ways.title": {
              "text": "Otras formas de comunicarse con nosotros",
              "of": "aa5a81c1"
            },
            "blocks.other-ways.items.0": {
              "text": "Correo electrónico",
              "of": "31bb94b0"
            },
            "blocks.other-ways.items.1": {
              "text": "Teléfono",
              "of": "4930944f"
            },
            "blocks.office-hours.title": {
              "text": "Horario de atención",
              "of": "de9e11ea"
            },
            "blocks.office-hours.paragraphs.0": {
              "text": "De lunes a viernes, de 8:00 a.m. a 5:00 p.m., hora de la montaña. Cerrado los fines de semana.",
              "of": "1f4fbc7c"
            },
            "blocks.office-hours.paragraphs.1": {
              "text": "Respondemos los mensajes en 1 o 2 días hábiles.",
              "of": "7d4f39ee"
            },
            "blocks.looking-for.title": {
              "text": "¿Busca otra cosa?",
              "of": "c8464d4f"
            },
            "blocks.looking-for.links.0.label": {
              "text": "Solicite ser AI Coach",
              "of": "70596a10"
            },
            "blocks.looking-for.links.1.label": {
              "text": "Únase a la Alianza de IA de Idaho",
              "of": "daede794"
            },
            "blocks.looking-for.links.2.label": {
              "text": "Oportunidades de colaboración",
              "of": "8a09791e"
            }
          }
        }
      }
    },
    "/join-alliance": {
      "seo": {
        "title": "Join the Alliance | Idaho AI Alliance",
        "description": "Register your school, business, chamber or organization with the Idaho AI Alliance and choose how you want to take part: training, contests and more."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "Join the Alliance",
          "title": "Join the Idaho AI Alliance",
          "lead": "Schools, colleges, businesses, chambers, workforce boards, agencies and nonprofits across Idaho are working together to prepare our workforce for AI. Register your organization and tell us how you would like to take part."
        },
        {
          "kind": "list",
          "id": "why-join",
          "title": "Why join",
          "items": [
            "Be first to hear about training, contests and statewide events",
            "Connect with educators, employers and leaders across every region of Idaho",
            "Help set priorities for the training Idaho’s workforce needs",
            "Get support to bring AI training, contests and events to your community"
          ]
        },
        {
          "kind": "cards",
          "id": "ways-to-take-part",
          "title": "Ways to take part",
          "intro": "On the form, choose every area that interests you.",
          "cards": [
            {
              "title": "Training",
              "text": "AI training for your staff, students or members."
            },
            {
              "title": "Contests",
              "text": "Enter, host or judge an AI innovation contest."
            },
            {
              "title": "Events",
              "text": "Host or attend events during Idaho AI Week and beyond."
            },
            {
              "title": "Sponsorship",
              "text": "Support the initiative, with grant matching that multiplies your gift."
            },
            {
              "title": "Becoming a trainer",
              "text": "Become a certified AI Coach in your region."
            }
          ]
        },
        {
          "kind": "cta",
          "id": "registration-form",
          "title": "Register your interest",
          "text": "It takes a few minutes. Phone is optional. We will follow up by e-mail about the areas you choose.",
          "note": "Prefer to talk first?",
          "actions": [
            {
              "label": "Contact our team",
              "href": "/contact"
            }
          ]
        }
      ],
      "translations": {
        "es": {
          "publish": true,
          "texts": {
            "seo.title": {
              "text": "Únase a la Alianza | Alianza de IA de Idaho",
              "of": "9b461f6d"
            },
            "seo.description": {
              "text": "Inscriba a su escuela, empresa, cámara de comercio u organización en la Alianza de IA de Idaho y elija cómo participar: capacitación, concursos y más.",
              "of": "ce960ca9"
            },
            "blocks.hero.eyebrow": {
              "text": "Únase a la Alianza",
              "of": "c950a693"
            },
            "blocks.hero.title": {
              "text": "Únase a la Alianza de IA de Idaho",
              "of": "daede794"
            },
            "blocks.hero.lead": {
              "text": "Escuelas, universidades, empresas, cámaras de comercio, juntas de desarrollo laboral, agencias y organizaciones sin fines de lucro de todo Idaho trabajan juntas para preparar a nuestra fuerza laboral para la IA. Inscriba a su organización y cuéntenos cómo le gustaría participar.",
              "of": "d0499da3"
            },
            "blocks.why-join.title": {
              "text": "Por qué unirse",
              "of": "81a20d3b"
            },
            "blocks.why-join.items.0": {
              "text": "Entérese antes que nadie de las capacitaciones, los concursos y los eventos en todo el estado",
              "of": "600dc1dd"
            },
            "blocks.why-join.items.1": {
              "text": "Conéctese con educadores, empleadores y líderes de todas las regiones de Idaho",
              "of": "a71c3020"
            },
            "blocks.why-join.items.2": {
              "text": "Ayude a definir las prioridades de la capacitación que necesita la fuerza laboral de Idaho",
              "of": "672f8460"
            },
            "blocks.why-join.items.3": {
              "text": "Reciba apoyo para llevar capacitación en IA, concursos y eventos a su comunidad",
              "of": "be415af3"
            },
            "blocks.ways-to-take-part.title": {
              "text": "Formas de participar",
              "of": "2881b182"
            },
            "blocks.ways-to-take-part.intro": {
              "text": "En el formulario, elija todas las áreas que le interesen.",
              "of": "7d37cd2f"
            },
            "blocks.ways-to-take-part.cards.0.title": {
              "text": "Capacitación",
              "of": "885f2857"
            },
            "blocks.ways-to-take-part.cards.0.text": {
              "text": "Capacitación en IA para su personal, sus estudiantes o sus miembros.",
              "of": "32d9ad59"
            },
            "blocks.ways-to-take-part.cards.1.title": {
              "text": "Concursos",
              "of": "f0486024"
            },
            "blocks.ways-to-take-part.cards.1.text": {
              "text": "Participe en un concurso de innovación en IA, organícelo o forme parte del jurado.",
              "of": "02d4f9b3"
            },
            "blocks.ways-to-take-part.cards.2.title": {
              "text": "Eventos",
              "of": "003420a4"
            },
            "blocks.ways-to-take-part.cards.2.text": {
              "text": "Organice eventos o asista a ellos durante la Idaho AI Week y el resto del año.",
              "of": "f8efeccf"
            },
            "blocks.ways-to-take-part.cards.3.title": {
              "text": "Patrocinio",
              "of": "28d027c3"
            },
            "blocks.ways-to-take-part.cards.3.text": {
              "text": "Apoye la iniciativa con fondos de contrapartida que multiplican su aporte.",
              "of": "b4771dc2"
            },
            "blocks.ways-to-take-part.cards.4.title": {
              "text": "Ser capacitador",
              "of": "5ae00a8d"
            },
            "blocks.ways-to-take-part.cards.4.text": {
              "text": "Certifíquese como AI Coach en su región.",
              "of": "71629fee"
            },
            "blocks.registration-form.title": {
              "text": "Indique su interés",
              "of": "9d53db37"
            },
            "blocks.registration-form.text": {
              "text": "Solo toma unos minutos. El teléfono es opcional. Le escribiremos por correo electrónico sobre las áreas que elija.",
              "of": "1b639cd2"
            },
            "blocks.registration-form.note": {
              "text": "¿Prefiere hablar con nosotros primero?",
              "of": "ab70c809"
            },
            "blocks.registration-form.actions.0.label": {
              "text": "Comuníquese con nuestro equipo",
              "of": "5513ea7e"
            }
          }
        }
      }
    },
    "/application-status": {
      "seo": {
        "title": "Check Your Application Status | Idaho AI Alliance",
        "description": "Enter your reference and e-mail address to see where your AI Coach application, message or registration stands and what happens next."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "Your application",
          "title": "Check where your application stands",
          "lead": "Enter the reference from your confirmation e-mail and the e-mail address you used. We will show the stage it has reached, when that changed and what happens next."
        },
        {
          "kind": "prose",
          "id": "status-lookup",
          "title": "Look up your reference",
          "paragraphs": []
        },
        {
          "kind": "steps",
          "id": "stages",
          "items": [
            {
              "title": "Received",
              "description": "Your submission is in our queue. A member of our team will open it soon, usually within 1-2 business days."
            },
            {
              "title": "Under review",
              "description": "A reviewer is reading it now. We will e-mail you at the address you used when there is news; there is nothing you need to do."
            },
            {
              "title": "Interview",
              "description": "We would like to meet you for a 30-minute video interview. Look for our e-mail invitation and reply with two or three times that suit you."
            },
            {
              "title": "Decision made",
              "description": "We have decided on your application and sent the decision to your e-mail address. If it has not arrived, check your spam folder or contact us."
            },
            {
              "title": "Answered",
              "description": "We have replied to you by e-mail. If you need anything more, reply to that e-mail or send us a new message."
            }
          ]
        },
        {
          "kind": "prose",
          "id": "not-found",
          "title": "We could not find that reference with that e-mail address",
          "paragraphs": [
            "Check both against your confirmation e-mail and try again. If you still cannot find it, contact us and quote your reference."
          ],
          "more": {
            "label": "Contact us",
            "href": "/contact"
          }
        },
        {
          "kind": "prose",
          "id": "throttled",
          "title": "Too many attempts",
          "paragraphs": [
            "To protect applicants, lookups are paused for a while after several that do not match. Please try again in an hour, or contact us and quote your reference."
          ]
        },
        {
          "kind": "prose",
          "id": "failed",
          "title": "We could not check right now",
          "paragraphs": [
            "Our server could not be reached. Please check your connection and try again; your entries are still here."
          ]
        }
      ],
      "translations": {
        "es": {
          "publish": true,
          "texts": {
            "seo.title": {
              "text": "Consulte el estado de su solicitud | Alianza de IA de Idaho",
              "of": "9fe41870"
            },
            "seo.description": {
              "text": "Ingrese su número de referencia y su correo electrónico para ver en qué etapa está su solicitud de AI Coach, su mensaje o su inscripción, y qué sigue.",
              "of": "f84cf7f4"
            },
            "blocks.hero.eyebrow": {
              "text": "Su solicitud",
              "of": "8aaa1814"
            },
            "blocks.hero.title": {
              "text": "Consulte en qué etapa está su solicitud",
              "of": "d6287d0a"
            },
            "blocks.hero.lead": {
              "text": "Ingrese el número de referencia que aparece en su correo de confirmación y el correo electrónico que usó. Le mostraremos la etapa en la que está, cuándo cambió y qué sigue.",
              "of": "6f62ed76"
            },
            "blocks.status-lookup.title": {
              "text": "Consulte su número de referencia",
              "of": "7f32b6a3"
            },
            "blocks.stages.items.0.title": {
              "text": "Recibido",
              "of": "5cf817d2"
            },
            "blocks.stages.items.0.description": {
              "text": "Su envío está en nuestra lista de pendientes. Una persona de nuestro equipo lo abrirá pronto, por lo general en 1 o 2 días hábiles.",
              "of": "45b3c2fe"
            },
            "blocks.stages.items.1.title": {
              "text": "En revisión",
              "of": "07000a6f"
            },
            "blocks.stages.items.1.description": {
              "text": "Una persona de nuestro equipo lo está leyendo. Le escribiremos al correo electrónico que usó cuando haya novedades; usted no necesita hacer nada.",
              "of": "8f55803a"
            },
            "blocks.stages.items.2.title": {
              "text": "Entrevista",
              "of": "47260334"
            },
            "blocks.stages.items.2.description": {
              "text": "Nos gustaría reunirnos con usted en una entrevista por video de 30 minutos. Busque nuestra invitación en su correo electrónico y responda con dos o tres horarios que le convengan.",
              "of": "bf3f9e1f"
            },
            "blocks.stages.items.3.title": {
              "text": "Decisión tomada",
              "of": "981ecc34"
            },
            "blocks.stages.items.3.description": {
              "text": "Ya tomamos una decisión sobre su solicitud y se la enviamos a su correo electrónico. Si no le ha llegado, revise su carpeta de correo no deseado o comuníquese con nosotros.",
              "of": "39e97c35"
            },
            "blocks.stages.items.4.title": {
              "text": "Respondido",
              "of": "72fca5be"
            },
            "blocks.stages.items.4.description": {
              "text": "Le respondimos por correo electrónico. Si necesita algo más, responda a ese correo o envíenos un mensaje nuevo.",
              "of": "f147b3c3"
            },
            "blocks.not-found.title": {
              "text": "No encontramos ese número de referencia con ese correo electrónico",
              "of": "7099195a"
            },
            "blocks.not-found.paragraphs.0": {
              "text": "Compare ambos datos con su correo de confirmación e inténtelo de nuevo. Si aún no lo encuentra, comuníquese con nosotros e indique su número de referencia.",
              "of": "22290304"
            },
            "blocks.not-found.more.label": {
              "text": "Contáctenos",
              "of": "922cbe95"
            },
            "blocks.throttled.title": {
              "text": "Demasiados intentos",
              "of": "c12eb44a"
            },
            "blocks.throttled.paragraphs.0": {
              "text": "Para proteger a los solicitantes, las consultas se suspenden por un tiempo después de varios intentos que no coinciden. Inténtelo de nuevo en una hora, o comuníquese con nosotros e indique su número de referencia.",
              "of": "5bbb745d"
            },
            "blocks.failed.title": {
              "text": "No pudimos hacer la consulta en este momento",
              "of": "54b7d963"
            },
            "blocks.failed.paragraphs.0": {
              "text": "No pudimos conectarnos con nuestro servidor. Revise su conexión e inténtelo de nuevo; lo que escribió sigue aquí.",
              "of": "6580c23e"
            }
          }
        }
      }
    },
    "/partners": {
      "seo": {
        "title": "Partners & Sponsors | Idaho AI Alliance",
        "description": "Partner with the Idaho AI Alliance at the State, Regional, Education or Community tier. Every $1 can unlock $2-3 in matching grants."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "Partner with us",
          "title": "Partner with the Idaho AI Alliance",
          "lead": "Businesses, chambers, schools, foundations and agencies partner with us to train Idaho’s workforce in AI. Your support goes further here: every $1 can unlock $2-3 in matching grants.",
          "actions": [
            {
              "label": "Become a Partner",
              "href": "/contact?subject=partnership"
            }
          ]
        },
        {
          "kind": "cards",
          "id": "benefits",
          "title": "Why partner with us",
          "intro": "A partnership is an investment in people who live and work in Idaho.",
          "cards": [
            {
              "title": "A skilled local workforce",
              "text": "Train your own staff and the people you will hire next, through on-site training and statewide programs."
            },
            {
              "title": "Visibility across Idaho",
              "text": "Recognition at Idaho AI Week, the State AI Expo and our contests, in front of educators, employers and policymakers."
            },
            {
              "title": "Measured impact",
              "text": "Reports from our skills tracker and event dashboard show who was trained and what changed."
            },
            {
              "title": "A voice in the program",
              "text": "Partners help shape training content, contest challenges and the skills Idaho employers need most."
            }
          ]
        },
        {
          "kind": "prose",
          "id": "grant-matching",
          "title": "Grant matching: your dollar goes further",
          "paragraphs": [
            "Every $1 can unlock $2-3 in matching grants.",
            "Many state and federal workforce grants require local matching funds. Partner contributions can serve as that match, so a single sponsorship can bring two to three times its value into Idaho training programs. We help you identify matching opportunities and handle the reporting funders expect."
          ]
        },
        {
          "kind": "prose",
          "id": "our-partners",
          "title": "Our partners",
          "paragraphs": [
            "The organizations that support AI training across Idaho, by partner tier."
          ]
        },
        {
          "kind": "prose",
          "id": "partner-tiers",
          "title": "Partner tiers",
          "paragraphs": [
            "Choose the level of partnership that fits your organization. Every tier can be tailored."
          ]
        },
        {
          "kind": "labels",
          "id": "partner-tier-cards",
          "labels": {
            "title": "{tier} partner",
            "heading": "{tier} partners",
            "price": "Price",
            "benefits": "Benefits",
            "link": "Discuss this tier"
          }
        },
        {
          "kind": "steps",
          "id": "how-partnership-works",
          "title": "How partnership works",
          "items": [
            {
              "title": "Discovery call",
              "description": "A 15-30 minute conversation about your goals and the communities you serve."
            },
            {
              "title": "Partnership plan",
              "description": "We propose a tier, the programs you support and the matching grants your contribution could unlock."
            },
            {
              "title": "Launch",
              "description": "From first call to launch typically takes 2-4 weeks."
            },
            {
              "title": "Report",
              "description": "You receive regular updates on people trained, events held and outcomes."
            }
          ]
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "Let’s talk about a partnership",
          "text": "Tell us about your organization and what you would like to achieve. We reply within 1-2 business days.",
          "actions": [
            {
              "label": "Start a Partnership Conversation",
              "href": "/contact?subject=partnership"
            }
          ]
        }
      ]
    },
    "/expansion": {
      "seo": {
        "title": "National Expansion Plan | Idaho AI Alliance",
        "description": "From Idaho to the nation: 3-5 state chapters in 2026-27, 10+ states by 2028 and a global network in 2029-30. Bring the model to your state."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "title": "National Expansion",
          "lead": "Idaho is the first state. The plan is to share the model with state chapters from 2026, reach more than ten states by 2028 and build a global network in 2029-30.",
          "actions": [
            {
              "label": "Bring This to Your State",
              "href": "/contact?type=partner"
            },
            {
              "label": "See the model",
              "href": "/see-the-model"
            }
          ]
        },
        {
          "kind": "prose",
          "id": "why-expand",
          "title": "Why expand",
          "paragraphs": [
            "Every state faces the same gap between how fast AI is changing work and how many people are trained for it. A model that has been tested, documented and measured in Idaho saves other states years of trial and error."
          ]
        },
        {
          "kind": "table",
          "id": "expansion-plan",
          "title": "The expansion plan",
          "caption": "Expansion phases and targets",
          "columns": [
            "Period",
            "Target",
            "What happens"
          ],
          "rows": [
            [
              "2026-27",
              "3-5 state chapters",
              "The first chapters adopt the pathways, coach certification and contest model, with support from the Idaho team."
            ],
            [
              "By 2028",
              "10+ states",
              "A national network of state chapters shares curriculum, coaches and a joint showcase."
            ],
            [
              "2029-30",
              "Global",
              "The model is offered to partners outside the United States."
            ]
          ]
        },
        {
          "kind": "list",
          "id": "state-chapter",
          "title": "What a state chapter receives",
          "items": [
            "The five training pathways and the coach certification curriculum",
            "The competition formats, rules and judging rubric",
            "The technology platform: contest platform, skills tracker and event dashboard",
            "A playbook for a statewide AI week and a capitol showcase",
            "Reporting templates for measuring and publishing results"
          ]
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "Start a chapter in your state",
          "text": "State agencies, universities, chambers and foundations can lead a chapter. Tell us about your state and we will arrange a first conversation.",
          "actions": [
            {
              "label": "Bring This to Your State",
              "href": "/contact?type=partner"
            }
          ]
        }
      ]
    },
    "/events": {
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "Statewide events",
          "title": "Statewide AI Events",
          "lead": "Learn, build and celebrate AI with people across Idaho: a week-long annual event in Boise, an expo at the Idaho Capitol, and a national model week for AI education.",
          "actions": [
            {
              "label": "See the challenge timeline",
              "href": "/timeline"
            },
            {
              "label": "Host or sponsor an event",
              "href": "/contact?subject=events"
            }
          ]
        },
        {
          "kind": "prose",
          "id": "events",
          "title": "Statewide events",
          "paragraphs": [
            "Each event has its own website with schedules and registration. Links open in a new tab.",
            "No statewide event is scheduled yet. The dates of the next ones will be announced here; the past events are listed below."
          ]
        },
        {
          "kind": "labels",
          "id": "event-cards",
          "labels": {
            "when": "When",
            "where": "Where",
            "highlights": "Highlights",
            "link": "Visit the event website",
            "upcoming": "Coming up",
            "now": "Happening now",
            "past": "This event took place",
            "search-description": "{event} ({dates}, {place}) and every statewide AI event in Idaho: {events}.",
            "search-description-short": "{event} ({dates}, {place}) and every statewide AI event in Idaho.",
            "search-description-none-ahead": "Statewide AI events in Idaho: {events}. The next dates are announced here, and past events stay listed.",
            "search-description-fallback": "Statewide AI events in Idaho: what is coming next, with dates, places and highlights, and the events already held."
          }
        },
        {
          "kind": "prose",
          "id": "past-events",
          "title": "Past events",
          "paragraphs": [
            "Events that have taken place, the latest first."
          ]
        },
        {
          "kind": "list",
          "id": "get-involved",
          "title": "Get involved",
          "items": [
            "Host an event during Idaho AI Week at your school, library, business or chamber",
            "Sponsor Idaho AI Week or the State AI Expo",
            "Enter a contest and present your project at the showcase",
            "Volunteer as a speaker, mentor or judge"
          ]
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "Bring your organization to Idaho AI Week",
          "text": "Tell us what you would like to host, sponsor or present, and we will help you plan it.",
          "actions": [
            {
              "label": "Contact us about events",
              "href": "/contact?subject=events"
            }
          ]
        }
      ]
    },
    "/news": {
      "seo": {
        "title": "News | Idaho AI Alliance",
        "description": "Announcements from the Idaho AI Alliance: training, AI Coach applications, contests, statewide events and partners, newest first."
      },
      "blocks": []
    },
    "/news/archive": {
      "seo": {
        "title": "News Archive | Idaho AI Alliance",
        "description": "Every announcement the Idaho AI Alliance has published, by year: training, AI Coaches, contests, statewide events and partners."
      },
      "blocks": []
    },
    "/updates": {
      "seo": {
        "title": "Get Updates by E-mail | Idaho AI Alliance",
        "description": "Get Idaho AI Alliance updates by e-mail: training, contests, events and news. Choose your topics, confirm your address, and change or stop them at any time."
      },
      "blocks": []
    },
    "/updates/confirm": {
      "seo": {
        "title": "Confirm Your Updates | Idaho AI Alliance",
        "description": "Confirm your subscription to Idaho AI Alliance updates by e-mail with the link we sent you. Nothing is sent until you confirm."
      },
      "blocks": []
    },
    "/updates/preferences": {
      "seo": {
        "title": "Your E-mail Updates | Idaho AI Alliance",
        "description": "Change the topics of your Idaho AI Alliance e-mail updates, pause them, or unsubscribe from everything, with the link from any update."
      },
      "blocks": []
    },
    "/technology-platform": {
      "seo": {
        "title": "Technology Platform | Idaho AI Alliance",
        "description": "Three tools that run and measure the initiative: the Contest Platform, the AI Skills Tracker and the Event Dashboard. Request a demo."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "Technology platform",
          "title": "The Idaho AI Alliance Technology Platform",
          "lead": "Three connected tools run our contests, track training progress and measure our events, so partners and funders can see what their support achieves.",
          "actions": [
            {
              "label": "Request a Demo",
              "href": "/contact"
            },
            {
              "label": "See our programs",
              "href": "/programs"
            }
          ]
        },
        {
          "kind": "cards",
          "id": "products",
          "title": "Three products, one platform",
          "intro": "Each tool can be used on its own or together with the others.",
          "cards": [
            {
              "title": "Contest Platform",
              "text": "One place to run an innovation contest from first entry to final showcase: entries, judging and public showcases.",
              "items": [
                "Online entries with file uploads for prototypes, abstracts, pitch decks and demo videos",
                "Judging with a shared rubric and scoring for every judge",
                "Public showcases of finalist projects",
                "Role-based access for organizers, judges and participants"
              ],
              "link": {
                "label": "Explore the Contest Platform",
                "href": "/contest-platform"
              }
            },
            {
              "title": "AI Skills Tracker",
              "text": "Training progress analytics that show who has been trained, in which pathway, and how far each learner has come.",
              "items": [
                "Progress through each training pathway, from Talk to AI to certification",
                "Completion and certification records for learners and coaches",
                "Dashboards for schools, employers and chambers",
                "Regional reports for partners and funders"
              ],
              "link": {
                "label": "Explore the AI Skills Tracker",
                "href": "/ai-skills-tracker"
              }
            },
            {
              "title": "Event Dashboard",
              "text": "Planning and reporting for statewide events: participants, sponsors and metrics in a single view.",
              "items": [
                "Participant registration and attendance",
                "Sponsor listings and sponsor reporting",
                "Event metrics: attendance, reach and follow-up",
                "One calendar for events across the state"
              ],
              "link": {
                "label": "Explore the Event Dashboard",
                "href": "/event-dashboard"
              }
            }
          ]
        },
        {
          "kind": "list",
          "id": "why-one-platform",
          "title": "Why one platform",
          "items": [
            "Impact measurement is one of our four pillars: the platform is how we measure it.",
            "Contest entries, training records and event data live in one place instead of scattered spreadsheets.",
            "Organizers, judges, participants and partners each see what they need.",
            "Reports for funders and partners come from the same data that runs the programs."
          ]
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "See the platform in action",
          "text": "Book a short demo for your school, chamber, business or agency. Tell us which tools interest you.",
          "actions": [
            {
              "label": "Request a Demo",
              "href": "/contact"
            }
          ]
        }
      ]
    },
    "/contest-platform": {
      "seo": {
        "title": "Contest Platform | Idaho AI Alliance",
        "description": "The Contest Platform handles entries, judging and showcases, with role-based access for organizers, judges and participants."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "Technology platform",
          "title": "Contest Platform",
          "lead": "Run an AI contest from first entry to final showcase: entries, judging and public showcases in one place, built for schools, universities, startups and employers.",
          "actions": [
            {
              "label": "Request a Demo",
              "href": "/contact"
            },
            {
              "label": "Back to the technology platform",
              "href": "/technology-platform"
            }
          ]
        },
        {
          "kind": "list",
          "id": "features",
          "title": "What it does",
          "intro": "One place to run an innovation contest from first entry to final showcase: entries, judging and public showcases.",
          "items": [
            "Online entries with file uploads for prototypes, abstracts, pitch decks and demo videos",
            "Judging with a shared rubric and scoring for every judge",
            "Public showcases of finalist projects",
            "Role-based access for organizers, judges and participants"
          ]
        },
        {
          "kind": "cards",
          "id": "roles",
          "title": "Built for every role",
          "intro": "Role-based access gives organizers, judges and participants the view each of them needs.",
          "cards": [
            {
              "title": "Organizers",
              "text": "Set up a contest, its deadlines and rubric, invite judges and follow entries as they arrive."
            },
            {
              "title": "Judges",
              "text": "Review assigned entries and score them against the same rubric, so every team is judged fairly."
            },
            {
              "title": "Participants",
              "text": "Register, submit a prototype, abstract, pitch deck, demo video and reflection log, and track status."
            }
          ]
        },
        {
          "kind": "steps",
          "id": "how-it-works",
          "title": "How a contest runs",
          "items": [
            {
              "title": "Enroll",
              "description": "Participants register individually or as a team."
            },
            {
              "title": "Submit",
              "description": "Entries are uploaded before the deadline."
            },
            {
              "title": "Vote and judge",
              "description": "The public votes and judges score each entry."
            },
            {
              "title": "Showcase",
              "description": "Finalists present their work and awards are announced."
            }
          ],
          "action": {
            "label": "See the current challenge timeline",
            "href": "/timeline"
          }
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "Running a contest?",
          "text": "Ask for a demo of the Contest Platform for your school, university, chamber or company.",
          "actions": [
            {
              "label": "Request a Demo",
              "href": "/contact"
            }
          ]
        }
      ]
    },
    "/ai-skills-tracker": {
      "seo": {
        "title": "AI Skills Tracker | Idaho AI Alliance",
        "description": "The AI Skills Tracker turns training records into progress analytics, so schools, employers and the Alliance can see skills grow."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "Technology platform",
          "title": "AI Skills Tracker",
          "lead": "Training progress analytics for learners, coaches and partners: see who has been trained, in which pathway, and how far each learner has come.",
          "actions": [
            {
              "label": "Request a Demo",
              "href": "/contact"
            },
            {
              "label": "Back to the technology platform",
              "href": "/technology-platform"
            }
          ]
        },
        {
          "kind": "list",
          "id": "features",
          "title": "What it does",
          "intro": "Training progress analytics that show who has been trained, in which pathway, and how far each learner has come.",
          "items": [
            "Progress through each training pathway, from Talk to AI to certification",
            "Completion and certification records for learners and coaches",
            "Dashboards for schools, employers and chambers",
            "Regional reports for partners and funders"
          ]
        },
        {
          "kind": "cards",
          "id": "who-uses-it",
          "title": "Who uses it",
          "cards": [
            {
              "title": "Learners",
              "text": "See the pathways you have completed and what comes next, from Talk to AI to certification."
            },
            {
              "title": "Schools and employers",
              "text": "Follow your staff’s training progress and plan the next sessions with your AI Coach."
            },
            {
              "title": "Partners and funders",
              "text": "Get regional reports that show how many people were trained and how grant funds were used."
            }
          ]
        },
        {
          "kind": "related",
          "id": "related",
          "text": "The tracker is how we will report progress on our 2026 goals, such as 500+ teachers and professionals trained.",
          "link": {
            "label": "Read about our goals",
            "href": "/about"
          }
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "Track your organization’s AI training",
          "text": "Ask for a demo of the AI Skills Tracker.",
          "actions": [
            {
              "label": "Request a Demo",
              "href": "/contact"
            }
          ]
        }
      ]
    },
    "/event-dashboard": {
      "seo": {
        "title": "Event Dashboard | Idaho AI Alliance",
        "description": "The Event Dashboard brings participants, sponsors and metrics for statewide AI events into one view for organizers and partners."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "eyebrow": "Technology platform",
          "title": "Event Dashboard",
          "lead": "Plan and report on statewide events with participants, sponsors and metrics in one view. It supports Idaho AI Week and its 100+ events.",
          "actions": [
            {
              "label": "Request a Demo",
              "href": "/contact"
            },
            {
              "label": "Back to the technology platform",
              "href": "/technology-platform"
            }
          ]
        },
        {
          "kind": "list",
          "id": "features",
          "title": "What it does",
          "intro": "Planning and reporting for statewide events: participants, sponsors and metrics in a single view.",
          "items": [
            "Participant registration and attendance",
            "Sponsor listings and sponsor reporting",
            "Event metrics: attendance, reach and follow-up",
            "One calendar for events across the state"
          ]
        },
        {
          "kind": "cards",
          "id": "who-uses-it",
          "title": "Who uses it",
          "cards": [
            {
              "title": "Event hosts",
              "text": "Register participants, check attendance and share your event on the statewide calendar."
            },
            {
              "title": "Sponsors",
              "text": "See the events you support, how many people they reached and how your brand was presented."
            },
            {
              "title": "Organizers",
              "text": "Follow metrics across every event of the week and prepare reports for partners and funders."
            }
          ]
        },
        {
          "kind": "related",
          "id": "related",
          "text": "See the statewide events the dashboard supports.",
          "link": {
            "label": "Statewide events",
            "href": "/events"
          }
        },
        {
          "kind": "cta",
          "id": "cta",
          "title": "Planning an event?",
          "text": "Ask for a demo of the Event Dashboard for your Idaho AI Week event or your own program.",
          "actions": [
            {
              "label": "Request a Demo",
              "href": "/contact"
            }
          ]
        }
      ]
    },
    "/search": {
      "seo": {
        "title": "Search the Site | Idaho AI Alliance",
        "description": "Search every Idaho AI Alliance page, event and news item: programs, certifications, coaching, contests and events across Idaho."
      },
      "blocks": []
    },
    "/privacy-policy": {
      "seo": {
        "title": "Privacy Policy | Idaho AI Alliance",
        "description": "What the Idaho AI Alliance collects through its forms, how it is used, stored and protected, how long we keep it, and your rights."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "title": "Privacy Policy",
          "lead": "How Idaho AI Alliance collects, uses, stores and protects the information you give us on this website."
        },
        {
          "kind": "prose",
          "id": "effective-date",
          "title": "Effective date",
          "paragraphs": [
            "October 7, 2025"
          ]
        },
        {
          "kind": "prose",
          "id": "who-we-are",
          "title": "Who we are",
          "paragraphs": [
            "This website is run by Idaho AI Alliance, a public-benefit corporation (“Idaho AI Alliance”, “we”, “us”). As a public-benefit corporation, our purpose is to prepare Idaho’s workforce for artificial intelligence through training, contests, statewide events and impact measurement. We are responsible for the personal information described in this policy."
          ]
        },
        {
          "kind": "prose",
          "id": "information-we-collect",
          "title": "Information we collect",
          "paragraphs": [
            "We collect what you type into our forms, what is needed to run the reviewers’ sign-in, and the visit counts and hosting log described under “How we count visits”. We do not use advertising or analytics cookies, and we do not track you across other websites.",
            "AI Coach application: first and last name, e-mail address, phone number, city, region of Idaho, current occupation, availability, technical comfort level, whether you have teaching experience, why you want to become an AI Coach, your relevant experience, and your agreement to the terms.",
            "Contact form: first and last name, e-mail address, phone number, organization type, organization name, the subject you choose and your message.",
            "Alliance registration: first and last name, e-mail address, phone number (optional), organization, organization type, title or role, the areas that interest you (training, contests, events, sponsorship, becoming a trainer) and your message.",
            "E-mail updates: if you sign up for them, your e-mail address, the topics you choose, and your name and region of Idaho if you give them; and, each time you ask for, confirm, change, pause or stop them, when it happened, on which page, and the words you were shown. Nothing else about you is kept with it. Nothing is sent until you confirm with the link we e-mail you, and a sign-up nobody confirms is deleted after a week. Our updates carry no open or click tracking: no tracking image, and every link goes straight to our pages.",
            "Reviewer accounts: staff who review submissions sign in with an e-mail address and password; the sign-up form also asks for their first and last name. Passwords are stored only in hashed form by our authentication service."
          ]
        },
        {
          "kind": "prose",
          "id": "visit-counts",
          "title": "How we count visits",
          "paragraphs": [
            "To know how many people our pages reach, we count visits without cookies and without storing anything in your browser. After a page has loaded, your browser tells us: the address of the page on our site, the website you came from (its domain only, such as google.com, never the page or search words), the campaign names in the link you followed (utm_source, utm_medium and utm_campaign, for example from a flyer’s QR code or a newsletter), and whether your screen is phone-sized or larger.",
            "We add these to daily totals per page; we keep no record of each visit. To count how many different people visited on a day, our database combines your network address, your browser’s name and version and our site’s address with a random value that changes every day, and our database keeps only the scrambled result for that day, never the address or the browser name. The day’s random value and every scrambled result are deleted when the day is over, so our visit counts cannot recognise a visitor from one day to the next or across websites. The same scrambled form of your network address limits how many visits one network can add in an hour.",
            "Our hosting provider, Supabase, separately keeps a technical log of every request our pages make to our database (each visit count, form submission and status lookup): it records the network address the request came from, the browser’s name and version, the page it was sent from, and the country and city that address points to. Supabase deletes this log after a period set by our hosting plan: 1 day on its Free plan, 7 days on Pro, 28 days on Team. Our administrators can read it in Supabase’s dashboard while it is kept; we use it only to run the site and protect it from abuse.",
            "We count nothing when your browser sends Global Privacy Control or Do Not Track, for automated browsers and known bots, and for our own staff while they are signed in to the review area. Only our administrators and reviewers can see the totals."
          ]
        },
        {
          "kind": "prose",
          "id": "how-we-use-information",
          "title": "How we use your information",
          "paragraphs": [
            "We use the information you send us only to:"
          ]
        },
        {
          "kind": "list",
          "id": "how-we-use-information-list",
          "items": [
            "review AI Coach applications, arrange interviews, and carry out reference and background checks for applicants who reach that stage;",
            "answer your questions and requests and follow up on partnership, training and event enquiries;",
            "follow up with organizations that register with the Alliance about the areas they chose;",
            "send our staff an e-mail notification when a form is submitted, so that someone responds promptly;",
            "protect the forms from abuse, for example by limiting how many submissions one e-mail address can make in an hour;",
            "send you one confirmation e-mail with your reference, what happens next and a link to our status page (if you send the same form again within the hour, one e-mail names both references); it repeats only your first name, shortened and without anything that looks like a link, never your other answers;",
            "protect people from being sent e-mail they did not ask for, by limiting how many confirmation and status e-mails one mailbox and one network can be sent in an hour and a day; to count them we keep, for a day, a scrambled form of the mailbox and of the network address (never either in readable form);",
            "show the stage your submission has reached on our status page to whoever enters its reference together with the e-mail address it was sent from; the page shows the stage, its date, what happens next and, once a reply you e-mailed us has reached your submission, how many arrived and when the latest did, nothing else. Lookups that do not match are counted for an hour, by a scrambled form of the network address and of the reference (never either in readable form), to stop guessing, and forgotten after a day;",
            "report on our programs in aggregate form (numbers, never names) to partners and funders."
          ]
        },
        {
          "kind": "prose",
          "id": "where-information-is-stored",
          "title": "Where your information is stored and who can see it",
          "paragraphs": [
            "Form submissions are stored in a database hosted by our service provider Supabase. Access is restricted by database rules: visitors can send a submission but cannot read any, and only signed-in staff who hold the administrator role can view submissions and update their status.",
            "When a form is submitted, a notification e-mail containing the submitted details is sent to our staff through an e-mail delivery service.",
            "Our service providers process information only on our instructions and for these purposes. We do not sell, rent or trade your personal information, and we do not share it with sponsors or partners without your permission."
          ]
        },
        {
          "kind": "prose",
          "id": "your-browser",
          "title": "Information kept in your browser",
          "paragraphs": [
            "While you fill in a form, the site may keep an unsent draft in your browser’s session storage so that you do not lose your work if the page reloads. It is cleared when you submit the form or close the tab, and it is never sent to us until you submit.",
            "Staff who sign in to the review area have a session token kept in their browser’s local storage so that they stay signed in. It is removed when they log out.",
            "Counting visits keeps nothing in your browser: no cookie, and nothing in local or session storage."
          ]
        },
        {
          "kind": "prose",
          "id": "retention",
          "title": "How long we keep information",
          "paragraphs": [
            "We keep personal information only as long as we need it:"
          ]
        },
        {
          "kind": "list",
          "id": "retention-list",
          "items": [
            "AI Coach applications that are not accepted: 24 months after our decision, so that we can consider you for later training groups; you can ask us to delete yours sooner.",
            "Applications of accepted AI Coaches: for as long as you coach with us and 3 years afterwards, for program and grant records.",
            "Contact messages: 24 months after our last reply.",
            "Alliance registrations: until you ask us to remove your organization, or 36 months after our last contact.",
            "Reviewer accounts: until the person no longer reviews submissions for us."
          ]
        },
        {
          "kind": "prose",
          "id": "your-rights",
          "title": "Your choices and rights",
          "paragraphs": [
            "You can ask us to tell you what information we hold about you, to correct it, to delete it, or to stop contacting you. Send your request by e-mail or phone (see “Contact us” below). We may ask you to confirm your identity before acting on a request, and we will answer within 30 days.",
            "If you want to withdraw an AI Coach application, tell us and we will stop reviewing it and delete it, except for any record we must keep by law."
          ]
        },
        {
          "kind": "prose",
          "id": "children",
          "title": "Young people",
          "paragraphs": [
            "Some of our contests are open to K-12 students. Anyone under 18 needs the consent of a parent or legal guardian before submitting a form, entering a contest or registering for an event. The AI Coach application is for adults only. If you believe a young person has sent us information without that consent, contact us and we will delete it."
          ]
        },
        {
          "kind": "prose",
          "id": "security",
          "title": "Security",
          "paragraphs": [
            "The site is served only over encrypted connections (HTTPS), the database refuses requests that are not allowed by its access rules, and staff accounts are protected by passwords. No system is perfectly secure; if we learn of a breach that affects your information, we will notify you as the law requires."
          ]
        },
        {
          "kind": "prose",
          "id": "other-websites",
          "title": "Other websites",
          "paragraphs": [
            "Our pages link to event and contest websites run by others. Those links open in a new tab, and those websites have their own privacy policies."
          ]
        },
        {
          "kind": "prose",
          "id": "changes",
          "title": "Changes to this policy",
          "paragraphs": [
            "If we change this policy, we will post the new version here with a new effective date. If a change affects how we use information you have already sent us, we will tell you by e-mail before it takes effect."
          ]
        },
        {
          "kind": "prose",
          "id": "contact-us",
          "title": "Contact us",
          "paragraphs": [
            "For privacy questions or requests, e-mail {email} or call {phone}. Our office hours are Monday to Friday, 8 AM to 5 PM Mountain Time; we are closed weekends, and messages received then are answered on the next business day."
          ]
        }
      ],
      "translations": {
        "es": {
          "publish": true,
          "texts": {
            "seo.title": {
              "text": "Política de privacidad | Alianza de IA de Idaho",
              "of": "67e313b1"
            },
            "seo.description": {
              "text": "Qué datos recopila la Alianza de IA de Idaho con sus formularios, cómo los usa, guarda y protege, cuánto tiempo los conserva y cuáles son sus derechos.",
              "of": "d09a3844"
            },
            "blocks.hero.title": {
              "text": "Política de privacidad",
              "of": "2526541f"
            },
            "blocks.hero.lead": {
              "text": "Cómo la Alianza de IA de Idaho recopila, usa, guarda y protege la información que usted nos da en este sitio web.",
              "of": "edcd4cae"
            },
            "blocks.effective-date.title": {
              "text": "Fecha de entrada en vigor",
              "of": "974b3122"
            },
            "blocks.effective-date.paragraphs.0": {
              "text": "7 de octubre de 2025",
              "of": "239ee601"
            },
            "blocks.who-we-are.title": {
              "text": "Quiénes somos",
              "of": "b23ad54b"
            },
            "blocks.who-we-are.paragraphs.0": {
              "text": "Esta traducción al español se ofrece para su comodidad; si difiere de la versión en inglés, prevalece la versión en inglés. Este sitio web está a cargo de la Alianza de IA de Idaho (Idaho AI Alliance), una corporación de beneficio público (“la Alianza de IA de Idaho”, “nosotros”). Como corporación de beneficio público, nuestro propósito es preparar a la fuerza laboral de Idaho para la inteligencia artificial por medio de capacitación, concursos, eventos en todo el estado y la medición del impacto. Somos responsables de la información personal que se describe en esta política.",
              "of": "ca17e937"
            },
            "blocks.information-we-collect.title": {
              "text": "Información que recopilamos",
              "of": "52981381"
            },
            "blocks.information-we-collect.paragraphs.0": {
              "text": "Recopilamos lo que usted escribe en nuestros formularios, lo necesario para el inicio de sesión de los revisores, y los conteos de visitas y el registro del servicio de alojamiento que se describen en “Cómo contamos las visitas”. No usamos cookies de publicidad ni de analítica, y no le seguimos la pista en otros sitios web.",
              "of": "5b9bb163"
            },
            "blocks.information-we-collect.paragraphs.1": {
              "text": "Solicitud de AI Coach: nombre y apellido, correo electrónico, número de teléfono, ciudad, región de Idaho, ocupación actual, disponibilidad, nivel de soltura con la tecnología, si tiene experiencia en la enseñanza, por qué quiere ser AI Coach, su experiencia relacionada y su aceptación de los términos.",
              "of": "ef63c252"
            },
            "blocks.information-we-collect.paragraphs.2": {
              "text": "Formulario de contacto: nombre y apellido, correo electrónico, número de teléfono, tipo de organización, nombre de la organización, el asunto que elija y su mensaje.",
              "of": "5f4afb1c"
            },
            "blocks.information-we-collect.paragraphs.3": {
              "text": "Inscripción en la Alianza: nombre y apellido, correo electrónico, número de teléfono (opcional), organización, tipo de organización, cargo o función, las áreas que le interesan (capacitación, concursos, eventos, patrocinio, ser capacitador) y su mensaje.",
              "of": "d5e34206"
            },
            "blocks.information-we-collect.paragraphs.4": {
              "text": "Novedades por correo electrónico: si se suscribe, su correo electrónico, los temas que elija y, si nos los da, su nombre y su región de Idaho; además, cada vez que las solicita, confirma, cambia, pausa o cancela, cuándo ocurrió, en qué página y el texto que se le mostró. No se guarda nada más sobre usted con estos datos. No se envía nada hasta que usted confirme con el enlace que le enviamos por correo electrónico, y una suscripción que nadie confirma se elimina al cabo de una semana. Nuestras novedades no rastrean aperturas ni clics: no llevan imágenes de seguimiento y cada enlace lleva directamente a nuestras páginas.",
              "of": "23abf857"
            },
            "blocks.information-we-collect.paragraphs.5": {
              "text": "Cuentas de revisores: el personal que revisa los envíos inicia sesión con un correo electrónico y una contraseña; el formulario de registro también les pide su nombre y apellido. Nuestro servicio de autenticación guarda las contraseñas solo en forma de hash.",
              "of": "235ab41d"
            },
            "blocks.visit-counts.title": {
              "text": "Cómo contamos las visitas",
              "of": "743bfd7c"
            },
            "blocks.visit-counts.paragraphs.0": {
              "text": "Para saber a cuántas personas llegan nuestras páginas, contamos las visitas sin cookies y sin guardar nada en su navegador. Después de que se carga una página, su navegador nos indica: la dirección de la página en nuestro sitio, el sitio web del que viene (solo su dominio, como google.com, nunca la página ni las palabras de búsqueda), los nombres de campaña del enlace que siguió (utm_source, utm_medium y utm_campaign, por ejemplo, de un código QR en un volante o de un boletín) y si su pantalla es del tamaño de un teléfono o más grande.",
              "of": "965062b5"
            },
            "blocks.visit-counts.paragraphs.1": {
              "text": "Sumamos estos datos a totales diarios por página; no guardamos un registro de cada visita. Para contar cuántas personas distintas nos visitaron en un día, nuestra base de datos combina su dirección de red, el nombre y la versión de su navegador y la dirección de nuestro sitio con un valor aleatorio que cambia cada día, y solo conserva el resultado codificado de ese día, nunca la dirección ni el nombre del navegador. El valor aleatorio del día y todos los resultados codificados se eliminan al terminar el día, de modo que nuestros conteos de visitas no pueden reconocer a un visitante de un día para otro ni entre sitios web. La misma forma codificada de su dirección de red limita cuántas visitas puede sumar una misma red en una hora.",
              "of": "b08f2300"
            },
            "blocks.visit-counts.paragraphs.2": {
              "text": "Nuestro proveedor de alojamiento, Supabase, guarda por separado un registro técnico de cada petición que nuestras páginas hacen a nuestra base de datos (cada conteo de visitas, envío de formulario y consulta de estado): registra la dirección de red de la que provino la petición, el nombre y la versión del navegador, la página desde la que se envió, y el país y la ciudad a los que corresponde esa dirección. Supabase elimina este registro después de un plazo que fija nuestro plan de alojamiento: 1 día en su plan Free, 7 días en Pro y 28 días en Team. Nuestros administradores pueden leerlo en el panel de Supabase mientras se conserva; lo usamos solo para operar el sitio y protegerlo contra el abuso.",
              "of": "9cccf818"
            },
            "blocks.visit-counts.paragraphs.3": {
              "text": "No contamos nada cuando su navegador envía la señal Global Privacy Control o Do Not Track, cuando se trata de navegadores automatizados o de bots conocidos, ni cuando nuestro propio personal ha iniciado sesión en el área de revisión. Solo nuestros administradores y revisores pueden ver los totales.",
              "of": "ca5f87d8"
            },
            "blocks.how-we-use-information.title": {
              "text": "Cómo usamos su información",
              "of": "d903015d"
            },
            "blocks.how-we-use-information.paragraphs.0": {
              "text": "Usamos la información que usted nos envía solo para:",
              "of": "a596c2e9"
            },
            "blocks.how-we-use-information-list.items.0": {
              "text": "revisar las solicitudes de AI Coach, programar entrevistas y hacer la verificación de referencias y antecedentes de los solicitantes que lleguen a esa etapa;",
              "of": "a7a68042"
            },
            "blocks.how-we-use-information-list.items.1": {
              "text": "responder a sus preguntas y solicitudes, y dar seguimiento a las consultas sobre colaboraciones, capacitación y eventos;",
              "of": "59744c57"
            },
            "blocks.how-we-use-information-list.items.2": {
              "text": "dar seguimiento a las organizaciones que se inscriben en la Alianza sobre las áreas que eligieron;",
              "of": "f54d9566"
            },
            "blocks.how-we-use-information-list.items.3": {
              "text": "enviar a nuestro personal un aviso por correo electrónico cuando se envía un formulario, para que alguien responda pronto;",
              "of": "19ef00a3"
            },
            "blocks.how-we-use-information-list.items.4": {
              "text": "proteger los formularios contra el abuso, por ejemplo, limitando cuántos envíos puede hacer una misma dirección de correo electrónico en una hora;",
              "of": "a8882ecd"
            },
            "blocks.how-we-use-information-list.items.5": {
              "text": "enviarle un correo electrónico de confirmación con su número de referencia, lo que sigue y un enlace a nuestra página de estado (si envía el mismo formulario otra vez dentro de la misma hora, un solo correo indica ambos números de referencia); ese correo solo repite su nombre, abreviado y sin nada que parezca un enlace, nunca sus demás respuestas;",
              "of": "116d0773"
            },
            "blocks.how-we-use-information-list.items.6": {
              "text": "evitar que se envíen a las personas correos que no pidieron, limitando cuántos correos de confirmación y de estado pueden enviarse a un mismo buzón y a una misma red en una hora y en un día; para contarlos, conservamos durante un día una forma codificada del buzón y de la dirección de red (nunca ninguno de los dos en forma legible);",
              "of": "21216b45"
            },
            "blocks.how-we-use-information-list.items.7": {
              "text": "mostrar en nuestra página de estado la etapa en que se encuentra su envío a quien ingrese su número de referencia junto con el correo electrónico desde el que se envió; la página muestra la etapa, su fecha, lo que sigue y, cuando una respuesta que usted nos envió por correo electrónico se ha vinculado a su envío, cuántas llegaron y cuándo llegó la más reciente, nada más. Las consultas que no coinciden se cuentan durante una hora, mediante una forma codificada de la dirección de red y del número de referencia (nunca ninguno de los dos en forma legible), para impedir los intentos de adivinar referencias, y se olvidan al cabo de un día;",
              "of": "cb55b1d0"
            },
            "blocks.how-we-use-information-list.items.8": {
              "text": "informar sobre nuestros programas en forma agregada (cifras, nunca nombres) a los socios y a quienes nos financian.",
              "of": "645e8b2a"
            },
            "blocks.where-information-is-stored.title": {
              "text": "Dónde se guarda su información y quién puede verla",
              "of": "f043a657"
            },
            "blocks.where-information-is-stored.paragraphs.0": {
              "text": "Los envíos de formularios se guardan en una base de datos alojada por nuestro proveedor de servicios, Supabase. El acceso está restringido por reglas de la base de datos: los visitantes pueden hacer un envío, pero no pueden leer ninguno, y solo el personal que ha iniciado sesión y tiene el rol de administrador puede ver los envíos y actualizar su estado.",
              "of": "86ab6de4"
            },
            "blocks.where-information-is-stored.paragraphs.1": {
              "text": "Cuando se envía un formulario, nuestro personal recibe, a través de un servicio de envío de correo electrónico, un aviso por correo con los datos enviados.",
              "of": "c8020d0d"
            },
            "blocks.where-information-is-stored.paragraphs.2": {
              "text": "Nuestros proveedores de servicios tratan la información solo según nuestras instrucciones y para estos fines. No vendemos, alquilamos ni intercambiamos su información personal, y no la compartimos con patrocinadores ni socios sin su permiso.",
              "of": "fd6d7488"
            },
            "blocks.your-browser.title": {
              "text": "Información que se guarda en su navegador",
              "of": "13d4a31d"
            },
            "blocks.your-browser.paragraphs.0": {
              "text": "Mientras usted llena un formulario, el sitio puede guardar un borrador sin enviar en el almacenamiento de sesión de su navegador, para que no pierda lo que escribió si la página se vuelve a cargar. El borrador se borra cuando envía el formulario o cierra la pestaña, y nunca nos llega antes de que usted lo envíe.",
              "of": "38195880"
            },
            "blocks.your-browser.paragraphs.1": {
              "text": "El personal que inicia sesión en el área de revisión tiene un token de sesión guardado en el almacenamiento local de su navegador, para que su sesión siga iniciada. El token se elimina cuando cierra la sesión.",
              "of": "829e3aff"
            },
            "blocks.your-browser.paragraphs.2": {
              "text": "El conteo de visitas no guarda nada en su navegador: ninguna cookie y nada en el almacenamiento local ni en el de sesión.",
              "of": "21683934"
            },
            "blocks.retention.title": {
              "text": "Cuánto tiempo conservamos la información",
              "of": "986b40ea"
            },
            "blocks.retention.paragraphs.0": {
              "text": "Conservamos la información personal solo mientras la necesitamos:",
              "of": "7dbc635d"
            },
            "blocks.retention-list.items.0": {
              "text": "Solicitudes de AI Coach no aceptadas: 24 meses después de nuestra decisión, para poder tenerle en cuenta en futuros grupos de capacitación; puede pedirnos que eliminemos la suya antes.",
              "of": "cdd291e3"
            },
            "blocks.retention-list.items.1": {
              "text": "Solicitudes de AI Coaches aceptados: mientras trabaje como AI Coach con nosotros y 3 años después, para los registros del programa y de las subvenciones.",
              "of": "622f9943"
            },
            "blocks.retention-list.items.2": {
              "text": "Mensajes de contacto: 24 meses después de nuestra última respuesta.",
              "of": "ab8437ee"
            },
            "blocks.retention-list.items.3": {
              "text": "Inscripciones en la Alianza: hasta que nos pida que demos de baja a su organización, o 36 meses después de nuestro último contacto.",
              "of": "a1045928"
            },
            "blocks.retention-list.items.4": {
              "text": "Cuentas de revisores: hasta que la persona deje de revisar envíos para nosotros.",
              "of": "41471e15"
            },
            "blocks.your-rights.title": {
              "text": "Sus opciones y derechos",
              "of": "568fba62"
            },
            "blocks.your-rights.paragraphs.0": {
              "text": "Puede pedirnos que le informemos qué datos tenemos sobre usted, que los corrijamos, que los eliminemos o que dejemos de comunicarnos con usted. Envíe su solicitud por correo electrónico o por teléfono (vea “Contáctenos” más abajo). Es posible que le pidamos que confirme su identidad antes de atender una solicitud, y le responderemos en un plazo de 30 días.",
              "of": "fdb3dcbb"
            },
            "blocks.your-rights.paragraphs.1": {
              "text": "Si desea retirar una solicitud de AI Coach, avísenos: dejaremos de revisarla y la eliminaremos, salvo los registros que la ley nos obligue a conservar.",
              "of": "fb067d89"
            },
            "blocks.children.title": {
              "text": "Menores de edad",
              "of": "2e07f932"
            },
            "blocks.children.paragraphs.0": {
              "text": "Algunos de nuestros concursos están abiertos a estudiantes de K-12. Toda persona menor de 18 años necesita el consentimiento de su madre, su padre o su tutor legal antes de enviar un formulario, participar en un concurso o inscribirse en un evento. La solicitud de AI Coach es solo para adultos. Si cree que un menor nos envió información sin ese consentimiento, comuníquese con nosotros y la eliminaremos.",
              "of": "283a9361"
            },
            "blocks.security.title": {
              "text": "Seguridad",
              "of": "c2fe21db"
            },
            "blocks.security.paragraphs.0": {
              "text": "El sitio se sirve solo mediante conexiones cifradas (HTTPS), la base de datos rechaza las peticiones que sus reglas de acceso no permiten, y las cuentas del personal están protegidas con contraseñas. Ningún sistema es perfectamente seguro; si nos enteramos de una filtración que afecte su información, se lo notificaremos según lo exija la ley.",
              "of": "3433d97b"
            },
            "blocks.other-websites.title": {
              "text": "Otros sitios web",
              "of": "8fe30c95"
            },
            "blocks.other-websites.paragraphs.0": {
              "text": "Nuestras páginas tienen enlaces a sitios web de eventos y concursos administrados por terceros. Esos enlaces se abren en una pestaña nueva, y esos sitios tienen sus propias políticas de privacidad.",
              "of": "51e33ef9"
            },
            "blocks.changes.title": {
              "text": "Cambios a esta política",
              "of": "e810c9a9"
            },
            "blocks.changes.paragraphs.0": {
              "text": "Si cambiamos esta política, publicaremos aquí la nueva versión con una nueva fecha de entrada en vigor. Si un cambio afecta la forma en que usamos información que usted ya nos envió, se lo diremos por correo electrónico antes de que entre en vigor.",
              "of": "4859fc8e"
            },
            "blocks.contact-us.title": {
              "text": "Contáctenos",
              "of": "922cbe95"
            },
            "blocks.contact-us.paragraphs.0": {
              "text": "Para preguntas o solicitudes sobre privacidad, escriba a {email} o llame al {phone}. Nuestro horario de atención es de lunes a viernes, de 8:00 a.m. a 5:00 p.m., hora de la montaña; cerramos los fines de semana, y los mensajes que recibimos en esos días se responden el siguiente día hábil.",
              "of": "459a6da0"
            }
          }
        }
      }
    },
    "/terms-of-service": {
      "seo": {
        "title": "Terms of Service | Idaho AI Alliance",
        "description": "The terms for using the Idaho AI Alliance website, forms, contests and programs, including eligibility, team rules and appeals."
      },
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "title": "Terms of Service",
          "lead": "The terms that apply when you use the Idaho AI Alliance website, send us a form, or take part in our contests and events."
        },
        {
          "kind": "prose",
          "id": "effective-date",
          "title": "Effective date",
          "paragraphs": [
            "October 7, 2025"
          ]
        },
        {
          "kind": "prose",
          "id": "agreement",
          "title": "About these terms",
          "paragraphs": [
            "This website is operated by Idaho AI Alliance, a public-benefit corporation (“Idaho AI Alliance”, “we”, “us”). By using the site, submitting a form or entering a contest, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the site."
          ]
        },
        {
          "kind": "prose",
          "id": "using-the-site",
          "title": "Using the site",
          "paragraphs": [
            "You may browse and share our pages freely. You agree not to:"
          ]
        },
        {
          "kind": "list",
          "id": "using-the-site-list",
          "items": [
            "send false information, or submit a form in someone else’s name;",
            "send spam, automated or repeated submissions, or content that is unlawful, threatening or abusive;",
            "try to access the review area, other people’s submissions or our systems without permission;",
            "interfere with the site’s operation or security."
          ]
        },
        {
          "kind": "prose",
          "id": "forms-and-applications",
          "title": "Forms and AI Coach applications",
          "paragraphs": [
            "Information you send us must be accurate and your own. Submitting a contact form or an Alliance registration does not create a contract or a partnership; we will follow up with you.",
            "Submitting an AI Coach application does not guarantee acceptance. Selection includes a 30-minute video interview, a background check and reference verification, and you agree to take part in those steps if invited. We aim to tell applicants our decision within 5-7 business days. Certification training is currently grant-funded and free for accepted applicants; the terms of paid coaching work are agreed separately in writing."
          ]
        },
        {
          "kind": "prose",
          "id": "contests",
          "title": "Contests and innovation challenges",
          "paragraphs": [
            "Each contest has its own official rules, published by its organizer, which take precedence over this section where they differ. In general:"
          ]
        },
        {
          "kind": "list",
          "id": "contests-list",
          "items": [
            "Entries may come from individuals or teams. Each contest sets its own team size; for example, a challenge may allow teams of up to 5 people. One person is named as the team’s contact.",
            "Deadlines are stated in Mountain Time (MT). Entries received after a deadline may not be accepted.",
            "Entries must be your own or your team’s original work. You must disclose the AI tools you used and use them ethically and lawfully.",
            "Public voting allows one verified vote per person, per e-mail address and per IP address. Votes that break this rule are removed.",
            "Judges score entries against the published rubric. Judging decisions are final, subject to the appeal process below.",
            "You keep ownership of your entry. You allow us to display your entry’s name, summary, images and demo video to promote the contest and the showcase.",
            "We may disqualify entries that break the rules or these terms."
          ]
        },
        {
          "kind": "prose",
          "id": "appeals",
          "title": "Appeals",
          "paragraphs": [
            "If you believe a contest decision about your entry (eligibility, disqualification or scoring) was made in error, you may appeal in writing within 5 business days after the decision is announced. E-mail us with your name, the contest, the decision and the reasons for your appeal. A reviewer who was not involved in the original decision will consider it, and we will tell you the outcome in writing."
          ]
        },
        {
          "kind": "prose",
          "id": "young-people",
          "title": "Participants under 18",
          "paragraphs": [
            "Anyone under 18 needs the consent of a parent or legal guardian to submit a form, enter a contest or register for an event. We may ask for written proof of that consent and may remove an entry or registration without it. Teachers and schools entering students are responsible for collecting consent under their own policies."
          ]
        },
        {
          "kind": "prose",
          "id": "events",
          "title": "Events",
          "paragraphs": [
            "Statewide events such as Idaho AI Week, the State AI Expo and AI Education Week may be organized with partners and may have their own registration terms. Dates, venues and programs can change; the event’s own website has the latest information."
          ]
        },
        {
          "kind": "prose",
          "id": "content",
          "title": "Our content and links",
          "paragraphs": [
            "The text, graphics and training materials on this site belong to Idaho AI Alliance or its partners. You may share links to our pages and quote them with attribution; please ask before reusing our materials in other ways.",
            "Links to other websites open in a new tab. We are not responsible for the content or practices of websites we do not run."
          ]
        },
        {
          "kind": "prose",
          "id": "review-area",
          "title": "Review area",
          "paragraphs": [
            "The sign-in and review area is for our authorized staff only. Creating an account does not grant access to submissions; access requires the administrator role that we assign. Reviewers must keep applicants’ information confidential and use it only for reviewing and responding."
          ]
        },
        {
          "kind": "prose",
          "id": "disclaimers",
          "title": "Disclaimers and limitation of liability",
          "paragraphs": [
            "We work to keep the site accurate and available, but we provide it “as is” and cannot promise that it will always be error-free or uninterrupted. Program descriptions, pay ranges and goals describe our plans and are not guarantees of results, funding or employment. To the extent the law allows, we are not liable for indirect or consequential losses arising from your use of the site."
          ]
        },
        {
          "kind": "prose",
          "id": "law",
          "title": "Governing law",
          "paragraphs": [
            "These terms are governed by the laws of the State of Idaho. If any part of these terms is found unenforceable, the rest remains in effect."
          ]
        },
        {
          "kind": "prose",
          "id": "changes",
          "title": "Changes to these terms",
          "paragraphs": [
            "We may update these terms. The new version will be posted here with a new effective date and applies from that date."
          ]
        },
        {
          "kind": "prose",
          "id": "contact-us",
          "title": "Contact us",
          "paragraphs": [
            "Questions about these terms, or an appeal: e-mail {email} or call {phone}. Our office hours are Monday to Friday, 8 AM to 5 PM Mountain Time; we are closed weekends."
          ]
        }
      ],
      "translations": {
        "es": {
          "publish": true,
          "texts": {
            "seo.title": {
              "text": "Términos de servicio | Alianza de IA de Idaho",
              "of": "4fae52d4"
            },
            "seo.description": {
              "text": "Términos de uso del sitio web, los formularios, los concursos y los programas de la Alianza de IA de Idaho: requisitos, reglas de los equipos y apelaciones.",
              "of": "85195b75"
            },
            "blocks.hero.title": {
              "text": "Términos de servicio",
              "of": "a96add92"
            },
            "blocks.hero.lead": {
              "text": "Los términos que se aplican cuando usted usa el sitio web de la Alianza de IA de Idaho, nos envía un formulario o participa en nuestros concursos y eventos.",
              "of": "35a8ee46"
            },
            "blocks.effective-date.title": {
              "text": "Fecha de entrada en vigor",
              "of": "974b3122"
            },
            "blocks.effective-date.paragraphs.0": {
              "text": "7 de octubre de 2025",
              "of": "239ee601"
            },
            "blocks.agreement.title": {
              "text": "Acerca de estos términos",
              "of": "c7f3b0d6"
            },
            "blocks.agreement.paragraphs.0": {
              "text": "Esta traducción al español se ofrece para su comodidad; si difiere de la versión en inglés, prevalece la versión en inglés. Este sitio web está a cargo de la Alianza de IA de Idaho (Idaho AI Alliance), una corporación de beneficio público (“la Alianza de IA de Idaho”, “nosotros”). Al usar el sitio, enviar un formulario o participar en un concurso, usted acepta estos términos y nuestra Política de privacidad. Si no está de acuerdo, le pedimos que no use el sitio.",
              "of": "e6fdaf46"
            },
            "blocks.using-the-site.title": {
              "text": "Uso del sitio",
              "of": "bb1f46af"
            },
            "blocks.using-the-site.paragraphs.0": {
              "text": "Puede navegar por nuestras páginas y compartirlas libremente. Usted se compromete a no:",
              "of": "a4ade443"
            },
            "blocks.using-the-site-list.items.0": {
              "text": "enviar información falsa ni enviar un formulario en nombre de otra persona;",
              "of": "69006984"
            },
            "blocks.using-the-site-list.items.1": {
              "text": "enviar spam, envíos automatizados o repetidos, ni contenido ilegal, amenazante u ofensivo;",
              "of": "b08cffbf"
            },
            "blocks.using-the-site-list.items.2": {
              "text": "intentar acceder sin permiso al área de revisión, a los envíos de otras personas o a nuestros sistemas;",
              "of": "05349182"
            },
            "blocks.using-the-site-list.items.3": {
              "text": "interferir con el funcionamiento o la seguridad del sitio.",
              "of": "1f36fa6f"
            },
            "blocks.forms-and-applications.title": {
              "text": "Formularios y solicitudes de AI Coach",
              "of": "672daeca"
            },
            "blocks.forms-and-applications.paragraphs.0": {
              "text": "La información que nos envíe debe ser exacta y suya. Enviar un formulario de contacto o una inscripción en la Alianza no crea un contrato ni una relación de socios; nos comunicaremos con usted para darle seguimiento.",
              "of": "52e212dc"
            },
            "blocks.forms-and-applications.paragraphs.1": {
              "text": "Presentar una solicitud de AI Coach no garantiza que se acepte. La selección incluye una entrevista por video de 30 minutos y una verificación de antecedentes y de referencias, y usted se compromete a participar en esos pasos si se le invita. Procuramos comunicar nuestra decisión a los solicitantes en un plazo de 5 a 7 días hábiles. Por ahora, la capacitación para la certificación se financia con subvenciones y es gratuita para los solicitantes aceptados; las condiciones del trabajo remunerado como AI Coach se acuerdan por separado y por escrito.",
              "of": "95f03139"
            },
            "blocks.contests.title": {
              "text": "Concursos y desafíos de innovación",
              "of": "e0af1c62"
            },
            "blocks.contests.paragraphs.0": {
              "text": "Cada concurso tiene sus propias reglas oficiales, publicadas por quien lo organiza, que prevalecen sobre esta sección cuando difieren. En general:",
              "of": "cb865c31"
            },
            "blocks.contests-list.items.0": {
              "text": "Pueden participar personas individuales o equipos. Cada concurso fija el tamaño de sus equipos; por ejemplo, un desafío puede permitir equipos de hasta 5 personas. Una persona figura como contacto del equipo.",
              "of": "86714dea"
            },
            "blocks.contests-list.items.1": {
              "text": "Las fechas límite se expresan en hora de la montaña (MT). Es posible que no se acepten las participaciones recibidas después de una fecha límite.",
              "of": "b9bcacc2"
            },
            "blocks.contests-list.items.2": {
              "text": "Las participaciones deben ser obra original suya o de su equipo. Debe declarar las herramientas de IA que usó y usarlas de manera ética y legal.",
              "of": "d7ad4229"
            },
            "blocks.contests-list.items.3": {
              "text": "La votación del público permite un voto verificado por persona, por dirección de correo electrónico y por dirección IP. Los votos que incumplan esta regla se eliminan.",
              "of": "6b8abf1b"
            },
            "blocks.contests-list.items.4": {
              "text": "Los jueces califican las participaciones según la rúbrica publicada. Las decisiones del jurado son definitivas, sujetas al proceso de apelación que se describe más abajo.",
              "of": "14df13b8"
            },
            "blocks.contests-list.items.5": {
              "text": "Usted conserva la propiedad de su participación. Nos autoriza a mostrar el nombre, el resumen, las imágenes y el video de demostración de su participación para promover el concurso y la exhibición.",
              "of": "b8737079"
            },
            "blocks.contests-list.items.6": {
              "text": "Podemos descalificar las participaciones que incumplan las reglas o estos términos.",
              "of": "9a8252fa"
            },
            "blocks.appeals.title": {
              "text": "Apelaciones",
              "of": "3611f29f"
            },
            "blocks.appeals.paragraphs.0": {
              "text": "Si cree que una decisión de un concurso sobre su participación (requisitos, descalificación o calificación) fue un error, puede apelar por escrito en un plazo de 5 días hábiles después de que se anuncie la decisión. Escríbanos por correo electrónico con su nombre, el concurso, la decisión y los motivos de su apelación. Una persona que no participó en la decisión original examinará su apelación, y le comunicaremos el resultado por escrito.",
              "of": "b2580f01"
            },
            "blocks.young-people.title": {
              "text": "Participantes menores de 18 años",
              "of": "9297329e"
            },
            "blocks.young-people.paragraphs.0": {
              "text": "Toda persona menor de 18 años necesita el consentimiento de su madre, su padre o su tutor legal para enviar un formulario, participar en un concurso o inscribirse en un evento. Podemos pedir una prueba escrita de ese consentimiento y retirar una participación o una inscripción que no la tenga. Los maestros y las escuelas que inscriben a estudiantes son responsables de obtener el consentimiento según sus propias políticas.",
              "of": "a719bb22"
            },
            "blocks.events.title": {
              "text": "Eventos",
              "of": "003420a4"
            },
            "blocks.events.paragraphs.0": {
              "text": "Los eventos en todo el estado, como la Idaho AI Week, la State AI Expo y la AI Education Week, pueden organizarse con socios y tener sus propias condiciones de inscripción. Las fechas, los lugares y los programas pueden cambiar; el sitio web de cada evento tiene la información más reciente.",
              "of": "4736ec05"
            },
            "blocks.content.title": {
              "text": "Nuestro contenido y enlaces",
              "of": "9ae54470"
            },
            "blocks.content.paragraphs.0": {
              "text": "Los textos, los gráficos y los materiales de capacitación de este sitio pertenecen a la Alianza de IA de Idaho o a sus socios. Puede compartir enlaces a nuestras páginas y citarlas indicando la fuente; pídanos permiso antes de reutilizar nuestros materiales de otras maneras.",
              "of": "daaa08d9"
            },
            "blocks.content.paragraphs.1": {
              "text": "Los enlaces a otros sitios web se abren en una pestaña nueva. No somos responsables del contenido ni de las prácticas de los sitios web que no administramos.",
              "of": "d7bd45a3"
            },
            "blocks.review-area.title": {
              "text": "Área de revisión",
              "of": "808f1d3e"
            },
            "blocks.review-area.paragraphs.0": {
              "text": "El inicio de sesión y el área de revisión son solo para nuestro personal autorizado. Crear una cuenta no da acceso a los envíos; el acceso requiere el rol de administrador, que nosotros asignamos. Los revisores deben mantener la confidencialidad de la información de los solicitantes y usarla solo para revisar las solicitudes y responderlas.",
              "of": "674a47a3"
            },
            "blocks.disclaimers.title": {
              "text": "Avisos legales y limitación de responsabilidad",
              "of": "948c8400"
            },
            "blocks.disclaimers.paragraphs.0": {
              "text": "Trabajamos para que el sitio sea exacto y esté disponible, pero lo ofrecemos “tal cual” y no podemos prometer que siempre esté libre de errores ni que funcione sin interrupciones. Las descripciones de los programas, los rangos de remuneración y las metas describen nuestros planes y no garantizan resultados, financiamiento ni empleo. En la medida en que la ley lo permita, no somos responsables de pérdidas indirectas o consecuentes derivadas de su uso del sitio.",
              "of": "22898e88"
            },
            "blocks.law.title": {
              "text": "Ley aplicable",
              "of": "375d74b6"
            },
            "blocks.law.paragraphs.0": {
              "text": "Estos términos se rigen por las leyes del estado de Idaho. Si alguna parte de estos términos se considera inaplicable, el resto sigue vigente.",
              "of": "b4f6af0f"
            },
            "blocks.changes.title": {
              "text": "Cambios a estos términos",
              "of": "96ea0187"
            },
            "blocks.changes.paragraphs.0": {
              "text": "Podemos actualizar estos términos. La nueva versión se publicará aquí con una nueva fecha de entrada en vigor y se aplicará a partir de esa fecha.",
              "of": "ac5c2654"
            },
            "blocks.contact-us.title": {
              "text": "Contáctenos",
              "of": "922cbe95"
            },
            "blocks.contact-us.paragraphs.0": {
              "text": "Para preguntas sobre estos términos o para presentar una apelación, escriba a {email} o llame al {phone}. Nuestro horario de atención es de lunes a viernes, de 8:00 a.m. a 5:00 p.m., hora de la montaña; cerramos los fines de semana.",
              "of": "1b3be0ff"
            }
          }
        }
      }
    },
    "/404": {
      "blocks": [
        {
          "kind": "hero",
          "id": "hero",
          "title": "Oops! Page not found",
          "lead": "The page you were looking for does not exist or has moved. Check the address, use the menu above, or start again from the home page.",
          "actions": [
            {
              "label": "Return to Home",
              "href": "/"
            }
          ]
        }
      ],
      "translations": {
        "es": {
          "publish": true,
          "texts": {
            "blocks.hero.title": {
              "text": "¡Uy! No encontramos la página",
              "of": "a8967f91"
            },
            "blocks.hero.lead": {
              "text": "La página que buscaba no existe o cambió de dirección. Revise la dirección, use el menú de arriba o vuelva a empezar desde la página de inicio.",
              "of": "f4c2a507"
            },
            "blocks.hero.actions.0.label": {
              "text": "Volver al inicio",
              "of": "1a150d73"
            }
          }
        }
      }
    }
  }
}$site$::jsonb as content;
insert into public.site_content_draft (id, content)
select true, s.content from site_content_seed s
on conflict (id) do nothing;
insert into public.site_content_versions (id, number, content)
select '5eed0000-0000-4000-8000-00000000c001', 1, s.content from site_content_seed s
on conflict do nothing;
insert into public.site_publications (id, version_id, state, reason, started_at, finished_at)
values ('5eed0000-0000-4000-8000-00000000c002', '5eed0000-0000-4000-8000-00000000c001', 'live', 'The content modules, as seeded', now(), now())
on conflict do nothing;
drop table site_content_seed;
-- <<< site content
