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
  ]
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
  ]
}$site$::jsonb)
on conflict do nothing;
insert into public.site_publications (id, version_id, state, reason, started_at, finished_at)
values ('5eed0000-0000-4000-8000-00000000c002', '5eed0000-0000-4000-8000-00000000c001', 'live', 'The content modules, as seeded', now(), now())
on conflict do nothing;
-- <<< site content
