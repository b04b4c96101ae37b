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
