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
    '208-555-0113', 'Coeur d''Alene', 'northern', 'Small business owner', 'Small business owner',
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
    '208-555-0115', 'Salmon', 'central', 'Librarian', 'Librarian',
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
insert into public.site_content_draft (id, content) values (true, $site${
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
  "pages": {
    "/": {
      "seo": {
        "title": "Idaho AI Alliance: AI Skills for Idaho’s Workforce",
        "description": "Statewide AI training, contests, events and coaching for Idaho educators, students, employers and communities. Join the Alliance or access training."
      },
      "blocks": []
    },
    "/about": {
      "seo": {
        "title": "About the Idaho AI Alliance",
        "description": "Our story, mission, approach and 2026 goals: how a public-benefit corporation is preparing Idaho’s workforce for AI in every region."
      },
      "blocks": []
    },
    "/timeline": {
      "blocks": []
    },
    "/see-the-model": {
      "seo": {
        "title": "See the Model | Idaho AI Alliance",
        "description": "How the Idaho AI Alliance model works: training, contests, statewide events and impact measurement joined into one repeatable statewide system."
      },
      "blocks": []
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
      ]
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
      ]
    },
    "/talk-to-ai": {
      "seo": {
        "title": "Talk to AI: Foundation Training | Idaho AI Alliance",
        "description": "Talk to AI is the 1.5–2 hour foundation course: learn to use AI assistants safely and well for everyday work, teaching and learning."
      },
      "blocks": []
    },
    "/create-with-ai": {
      "seo": {
        "title": "Create with AI: Intermediate | Idaho AI Alliance",
        "description": "Create with AI is a 5–6 hour intermediate course with four hands-on deliverables that put AI to work on real tasks in your job or classroom."
      },
      "blocks": []
    },
    "/build-with-ai": {
      "seo": {
        "title": "Build with AI: Advanced Training | Idaho AI Alliance",
        "description": "Build with AI is a 10–12 week advanced program in six modules for learners with basic programming who want to build working AI solutions."
      },
      "blocks": []
    },
    "/ai-innovation-certification": {
      "seo": {
        "title": "AI Innovation Certification | Idaho AI Alliance",
        "description": "The AI Innovation Certification is an 8–12 week capstone in four phases: take a real AI project from idea to tested, presented prototype."
      },
      "blocks": []
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
      "blocks": []
    },
    "/ai-coaches": {
      "seo": {
        "title": "On-Site AI Training by AI Coaches | Idaho AI Alliance",
        "description": "Certified AI Coaches deliver on-site AI training for schools, universities, chambers and businesses: half-day sessions to multi-day bootcamps."
      },
      "blocks": []
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
      ]
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
      ]
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
      ]
    },
    "/contact": {
      "seo": {
        "title": "Contact Us | Idaho AI Alliance",
        "description": "Contact the Idaho AI Alliance about training, partnerships, events or becoming an AI Coach. We reply within 1-2 business days."
      },
      "blocks": []
    },
    "/join-alliance": {
      "seo": {
        "title": "Join the Alliance | Idaho AI Alliance",
        "description": "Register your school, business, chamber or organization with the Idaho AI Alliance and choose how you want to take part: training, contests and more."
      },
      "blocks": []
    },
    "/application-status": {
      "seo": {
        "title": "Check Your Application Status | Idaho AI Alliance",
        "description": "Enter your reference and e-mail address to see where your AI Coach application, message or registration stands and what happens next."
      },
      "blocks": []
    },
    "/partners": {
      "seo": {
        "title": "Partners & Sponsors | Idaho AI Alliance",
        "description": "Partner with the Idaho AI Alliance at the State, Regional, Education or Community tier. Every $1 can unlock $2-3 in matching grants."
      },
      "blocks": []
    },
    "/expansion": {
      "seo": {
        "title": "National Expansion Plan | Idaho AI Alliance",
        "description": "From Idaho to the nation: 3-5 state chapters in 2026-27, 10+ states by 2028 and a global network in 2029-30. Bring the model to your state."
      },
      "blocks": []
    },
    "/events": {
      "blocks": []
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
    "/technology-platform": {
      "seo": {
        "title": "Technology Platform | Idaho AI Alliance",
        "description": "Three tools that run and measure the initiative: the Contest Platform, the AI Skills Tracker and the Event Dashboard. Request a demo."
      },
      "blocks": []
    },
    "/contest-platform": {
      "seo": {
        "title": "Contest Platform | Idaho AI Alliance",
        "description": "The Contest Platform handles entries, judging and showcases, with role-based access for organizers, judges and participants."
      },
      "blocks": []
    },
    "/ai-skills-tracker": {
      "seo": {
        "title": "AI Skills Tracker | Idaho AI Alliance",
        "description": "The AI Skills Tracker turns training records into progress analytics, so schools, employers and the Alliance can see skills grow."
      },
      "blocks": []
    },
    "/event-dashboard": {
      "seo": {
        "title": "Event Dashboard | Idaho AI Alliance",
        "description": "The Event Dashboard brings participants, sponsors and metrics for statewide AI events into one view for organizers and partners."
      },
      "blocks": []
    },
    "/privacy-policy": {
      "seo": {
        "title": "Privacy Policy | Idaho AI Alliance",
        "description": "What the Idaho AI Alliance collects through its forms, how it is used, stored and protected, how long we keep it, and your rights."
      },
      "blocks": []
    },
    "/terms-of-service": {
      "seo": {
        "title": "Terms of Service | Idaho AI Alliance",
        "description": "The terms for using the Idaho AI Alliance website, forms, contests and programs, including eligibility, team rules and appeals."
      },
      "blocks": []
    }
  }
}$site$::jsonb)
on conflict (id) do nothing;
insert into public.site_content_versions (id, number, content)
values ('5eed0000-0000-4000-8000-00000000c001', 1, $site${
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
  "pages": {
    "/": {
      "seo": {
        "title": "Idaho AI Alliance: AI Skills for Idaho’s Workforce",
        "description": "Statewide AI training, contests, events and coaching for Idaho educators, students, employers and communities. Join the Alliance or access training."
      },
      "blocks": []
    },
    "/about": {
      "seo": {
        "title": "About the Idaho AI Alliance",
        "description": "Our story, mission, approach and 2026 goals: how a public-benefit corporation is preparing Idaho’s workforce for AI in every region."
      },
      "blocks": []
    },
    "/timeline": {
      "blocks": []
    },
    "/see-the-model": {
      "seo": {
        "title": "See the Model | Idaho AI Alliance",
        "description": "How the Idaho AI Alliance model works: training, contests, statewide events and impact measurement joined into one repeatable statewide system."
      },
      "blocks": []
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
      ]
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
      ]
    },
    "/talk-to-ai": {
      "seo": {
        "title": "Talk to AI: Foundation Training | Idaho AI Alliance",
        "description": "Talk to AI is the 1.5–2 hour foundation course: learn to use AI assistants safely and well for everyday work, teaching and learning."
      },
      "blocks": []
    },
    "/create-with-ai": {
      "seo": {
        "title": "Create with AI: Intermediate | Idaho AI Alliance",
        "description": "Create with AI is a 5–6 hour intermediate course with four hands-on deliverables that put AI to work on real tasks in your job or classroom."
      },
      "blocks": []
    },
    "/build-with-ai": {
      "seo": {
        "title": "Build with AI: Advanced Training | Idaho AI Alliance",
        "description": "Build with AI is a 10–12 week advanced program in six modules for learners with basic programming who want to build working AI solutions."
      },
      "blocks": []
    },
    "/ai-innovation-certification": {
      "seo": {
        "title": "AI Innovation Certification | Idaho AI Alliance",
        "description": "The AI Innovation Certification is an 8–12 week capstone in four phases: take a real AI project from idea to tested, presented prototype."
      },
      "blocks": []
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
      "blocks": []
    },
    "/ai-coaches": {
      "seo": {
        "title": "On-Site AI Training by AI Coaches | Idaho AI Alliance",
        "description": "Certified AI Coaches deliver on-site AI training for schools, universities, chambers and businesses: half-day sessions to multi-day bootcamps."
      },
      "blocks": []
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
      ]
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
      ]
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
      ]
    },
    "/contact": {
      "seo": {
        "title": "Contact Us | Idaho AI Alliance",
        "description": "Contact the Idaho AI Alliance about training, partnerships, events or becoming an AI Coach. We reply within 1-2 business days."
      },
      "blocks": []
    },
    "/join-alliance": {
      "seo": {
        "title": "Join the Alliance | Idaho AI Alliance",
        "description": "Register your school, business, chamber or organization with the Idaho AI Alliance and choose how you want to take part: training, contests and more."
      },
      "blocks": []
    },
    "/application-status": {
      "seo": {
        "title": "Check Your Application Status | Idaho AI Alliance",
        "description": "Enter your reference and e-mail address to see where your AI Coach application, message or registration stands and what happens next."
      },
      "blocks": []
    },
    "/partners": {
      "seo": {
        "title": "Partners & Sponsors | Idaho AI Alliance",
        "description": "Partner with the Idaho AI Alliance at the State, Regional, Education or Community tier. Every $1 can unlock $2-3 in matching grants."
      },
      "blocks": []
    },
    "/expansion": {
      "seo": {
        "title": "National Expansion Plan | Idaho AI Alliance",
        "description": "From Idaho to the nation: 3-5 state chapters in 2026-27, 10+ states by 2028 and a global network in 2029-30. Bring the model to your state."
      },
      "blocks": []
    },
    "/events": {
      "blocks": []
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
    "/technology-platform": {
      "seo": {
        "title": "Technology Platform | Idaho AI Alliance",
        "description": "Three tools that run and measure the initiative: the Contest Platform, the AI Skills Tracker and the Event Dashboard. Request a demo."
      },
      "blocks": []
    },
    "/contest-platform": {
      "seo": {
        "title": "Contest Platform | Idaho AI Alliance",
        "description": "The Contest Platform handles entries, judging and showcases, with role-based access for organizers, judges and participants."
      },
      "blocks": []
    },
    "/ai-skills-tracker": {
      "seo": {
        "title": "AI Skills Tracker | Idaho AI Alliance",
        "description": "The AI Skills Tracker turns training records into progress analytics, so schools, employers and the Alliance can see skills grow."
      },
      "blocks": []
    },
    "/event-dashboard": {
      "seo": {
        "title": "Event Dashboard | Idaho AI Alliance",
        "description": "The Event Dashboard brings participants, sponsors and metrics for statewide AI events into one view for organizers and partners."
      },
      "blocks": []
    },
    "/privacy-policy": {
      "seo": {
        "title": "Privacy Policy | Idaho AI Alliance",
        "description": "What the Idaho AI Alliance collects through its forms, how it is used, stored and protected, how long we keep it, and your rights."
      },
      "blocks": []
    },
    "/terms-of-service": {
      "seo": {
        "title": "Terms of Service | Idaho AI Alliance",
        "description": "The terms for using the Idaho AI Alliance website, forms, contests and programs, including eligibility, team rules and appeals."
      },
      "blocks": []
    }
  }
}$site$::jsonb)
on conflict do nothing;
insert into public.site_publications (id, version_id, state, reason, started_at, finished_at)
values ('5eed0000-0000-4000-8000-00000000c002', '5eed0000-0000-4000-8000-00000000c001', 'live', 'The content modules, as seeded', now(), now())
on conflict do nothing;
-- <<< site content
