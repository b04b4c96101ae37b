-- Every CHECK constraint of the intake tables refuses what the forms refuse (one violation per
-- constraint and rule, submitted as anon the way the site submits), and accepts the edge values
-- the forms accept, so the database is never stricter than the form a visitor filled in.
begin;
set local search_path = public, extensions;
select plan(97);

create temp table violations (
  position integer primary key,
  table_name text not null,
  constraint_name text not null,
  overrides jsonb not null,
  rule text not null
);
insert into violations (position, table_name, constraint_name, overrides, rule) values
  (1, 'coach_applications', 'coach_applications_first_name_trimmed', '{"first_name": " Ada"}', 'a coach first name is stored trimmed'),
  (2, 'coach_applications', 'coach_applications_first_name_length', '{"first_name": ""}', 'a coach first name is required'),
  (3, 'coach_applications', 'coach_applications_first_name_length', '{"first_name": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"}', 'a coach first name is at most 50 characters'),
  (4, 'coach_applications', 'coach_applications_first_name_length', '{"first_name": "😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀"}', 'a coach first name is measured as JavaScript measures it (UTF-16)'),
  (5, 'coach_applications', 'coach_applications_last_name_trimmed', '{"last_name": "Lovelace\n"}', 'a coach last name is stored trimmed'),
  (6, 'coach_applications', 'coach_applications_last_name_length', '{"last_name": ""}', 'a coach last name is required'),
  (7, 'coach_applications', 'coach_applications_last_name_length', '{"last_name": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"}', 'a coach last name is at most 50 characters'),
  (8, 'coach_applications', 'coach_applications_email_length', '{"email": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@example.com"}', 'a coach e-mail is at most 255 characters'),
  (9, 'coach_applications', 'coach_applications_email_format', '{"email": "ada.example.com"}', 'a coach e-mail must look like an e-mail address'),
  (10, 'coach_applications', 'coach_applications_phone_trimmed', '{"phone": " 208-555-0100"}', 'a coach phone is stored trimmed'),
  (11, 'coach_applications', 'coach_applications_phone_length', '{"phone": "208-555"}', 'a coach phone has at least 10 characters'),
  (12, 'coach_applications', 'coach_applications_phone_length', '{"phone": "111111111111111111111"}', 'a coach phone has at most 20 characters'),
  (13, 'coach_applications', 'coach_applications_city_trimmed', '{"city": "Boise "}', 'a coach city is stored trimmed'),
  (14, 'coach_applications', 'coach_applications_city_length', '{"city": ""}', 'a coach city is required'),
  (15, 'coach_applications', 'coach_applications_city_length', '{"city": "ccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccccc"}', 'a coach city is at most 100 characters'),
  (16, 'coach_applications', 'coach_applications_region_allowed', '{"region": "western"}', 'a coach region is one of the five Idaho regions'),
  (17, 'coach_applications', 'coach_applications_organization_trimmed', '{"organization": "\tTeacher"}', 'a coach occupation (organization) is stored trimmed'),
  (18, 'coach_applications', 'coach_applications_organization_length', '{"organization": ""}', 'a coach occupation (organization) is required'),
  (19, 'coach_applications', 'coach_applications_organization_length', '{"organization": "ooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooo"}', 'a coach occupation (organization) is at most 200 characters'),
  (20, 'coach_applications', 'coach_applications_title_trimmed', '{"title": "Teacher "}', 'a coach occupation (title) is stored trimmed, by JavaScripts rules'),
  (21, 'coach_applications', 'coach_applications_title_length', '{"title": ""}', 'a coach occupation (title) is required'),
  (22, 'coach_applications', 'coach_applications_title_length', '{"title": "ttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttt"}', 'a coach occupation (title) is at most 200 characters'),
  (23, 'coach_applications', 'coach_applications_experience_trimmed', '{"experience": " eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"}', 'a coach relevant experience is stored trimmed'),
  (24, 'coach_applications', 'coach_applications_experience_length', '{"experience": "eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"}', 'a coach relevant experience has at least 50 characters'),
  (25, 'coach_applications', 'coach_applications_experience_length', '{"experience": "eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"}', 'a coach relevant experience has at most 1000 characters'),
  (26, 'coach_applications', 'coach_applications_ai_experience_allowed', '{"ai_experience": "expert"}', 'a coach technical comfort is beginner, intermediate or advanced'),
  (27, 'coach_applications', 'coach_applications_teaching_experience_allowed', '{"teaching_experience": "yes"}', 'a coach teaching experience is Yes or No'),
  (28, 'coach_applications', 'coach_applications_availability_allowed', '{"availability": "weekends"}', 'a coach availability is part-time, full-time or flexible'),
  (29, 'coach_applications', 'coach_applications_motivation_trimmed', '{"motivation": "mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm "}', 'a coach motivation is stored trimmed'),
  (30, 'coach_applications', 'coach_applications_motivation_length', '{"motivation": "mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm"}', 'a coach motivation has at least 50 characters'),
  (31, 'coach_applications', 'coach_applications_motivation_length', '{"motivation": "mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm"}', 'a coach motivation has at most 1000 characters'),
  (32, 'contact_submissions', 'contact_submissions_first_name_trimmed', '{"first_name": " Grace"}', 'a contact first name is stored trimmed'),
  (33, 'contact_submissions', 'contact_submissions_first_name_length', '{"first_name": ""}', 'a contact first name is required'),
  (34, 'contact_submissions', 'contact_submissions_first_name_length', '{"first_name": "ggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggg"}', 'a contact first name is at most 100 characters'),
  (35, 'contact_submissions', 'contact_submissions_last_name_trimmed', '{"last_name": "Hopper "}', 'a contact last name is stored trimmed'),
  (36, 'contact_submissions', 'contact_submissions_last_name_length', '{"last_name": ""}', 'a contact last name is required'),
  (37, 'contact_submissions', 'contact_submissions_last_name_length', '{"last_name": "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh"}', 'a contact last name is at most 100 characters'),
  (38, 'contact_submissions', 'contact_submissions_email_length', '{"email": "gggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggg@example.com"}', 'a contact e-mail is at most 255 characters'),
  (39, 'contact_submissions', 'contact_submissions_email_format', '{"email": "grace@localhost"}', 'a contact e-mail must look like an e-mail address'),
  (40, 'contact_submissions', 'contact_submissions_phone_trimmed', '{"phone": "208-555-0101 "}', 'a contact phone is stored trimmed'),
  (41, 'contact_submissions', 'contact_submissions_phone_length', '{"phone": "555-0101"}', 'a contact phone has at least 10 characters'),
  (42, 'contact_submissions', 'contact_submissions_phone_length', '{"phone": "222222222222222222222"}', 'a contact phone has at most 20 characters'),
  (43, 'contact_submissions', 'contact_submissions_organization_type_allowed', '{"organization_type": "school"}', 'a contact organization type is one of the listed types'),
  (44, 'contact_submissions', 'contact_submissions_organization_name_trimmed', '{"organization_name": " Boise School District"}', 'a contact organization name is stored trimmed'),
  (45, 'contact_submissions', 'contact_submissions_organization_name_length', '{"organization_name": ""}', 'a contact organization name is required'),
  (46, 'contact_submissions', 'contact_submissions_organization_name_length', '{"organization_name": "nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn"}', 'a contact organization name is at most 200 characters'),
  (47, 'contact_submissions', 'contact_submissions_subject_allowed', '{"subject": "hello"}', 'a contact subject is one of the listed subjects'),
  (48, 'contact_submissions', 'contact_submissions_message_trimmed', '{"message": "Please call me back.\n"}', 'a contact message is stored trimmed'),
  (49, 'contact_submissions', 'contact_submissions_message_length', '{"message": "Call me."}', 'a contact message has at least 10 characters'),
  (50, 'contact_submissions', 'contact_submissions_message_length', '{"message": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}', 'a contact message has at most 2000 characters'),
  (51, 'alliance_registrations', 'alliance_registrations_first_name_trimmed', '{"first_name": " Katherine"}', 'an alliance first name is stored trimmed'),
  (52, 'alliance_registrations', 'alliance_registrations_first_name_length', '{"first_name": ""}', 'an alliance first name is required'),
  (53, 'alliance_registrations', 'alliance_registrations_first_name_length', '{"first_name": "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk"}', 'an alliance first name is at most 100 characters'),
  (54, 'alliance_registrations', 'alliance_registrations_last_name_trimmed', '{"last_name": "Johnson "}', 'an alliance last name is stored trimmed'),
  (55, 'alliance_registrations', 'alliance_registrations_last_name_length', '{"last_name": ""}', 'an alliance last name is required'),
  (56, 'alliance_registrations', 'alliance_registrations_last_name_length', '{"last_name": "jjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjjj"}', 'an alliance last name is at most 100 characters'),
  (57, 'alliance_registrations', 'alliance_registrations_email_length', '{"email": "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk@example.com"}', 'an alliance e-mail is at most 255 characters'),
  (58, 'alliance_registrations', 'alliance_registrations_email_format', '{"email": "katherine@@example.com"}', 'an alliance e-mail must look like an e-mail address'),
  (59, 'alliance_registrations', 'alliance_registrations_phone_trimmed', '{"phone": " 208-555-0102"}', 'an alliance phone, when given, is stored trimmed'),
  (60, 'alliance_registrations', 'alliance_registrations_phone_length', '{"phone": "555-0102"}', 'an alliance phone, when given, has at least 10 characters'),
  (61, 'alliance_registrations', 'alliance_registrations_phone_length', '{"phone": "333333333333333333333"}', 'an alliance phone, when given, has at most 20 characters'),
  (62, 'alliance_registrations', 'alliance_registrations_organization_trimmed', '{"organization": "Idaho Technology Council "}', 'an alliance organization is stored trimmed'),
  (63, 'alliance_registrations', 'alliance_registrations_organization_length', '{"organization": ""}', 'an alliance organization is required'),
  (64, 'alliance_registrations', 'alliance_registrations_organization_length', '{"organization": "ooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooo"}', 'an alliance organization is at most 200 characters'),
  (65, 'alliance_registrations', 'alliance_registrations_organization_type_allowed', '{"organization_type": "k-12"}', 'an alliance organization type is one of the alliance types'),
  (66, 'alliance_registrations', 'alliance_registrations_title_trimmed', '{"title": " Director"}', 'an alliance title is stored trimmed'),
  (67, 'alliance_registrations', 'alliance_registrations_title_length', '{"title": ""}', 'an alliance title is required'),
  (68, 'alliance_registrations', 'alliance_registrations_title_length', '{"title": "ttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttt"}', 'an alliance title is at most 200 characters'),
  (69, 'alliance_registrations', 'alliance_registrations_interests_allowed', '{"interests": ["training", "golf"]}', 'alliance interests are a subset of the five areas'),
  (70, 'alliance_registrations', 'alliance_registrations_interests_allowed', '{"interests": ["training", null]}', 'alliance interests hold no empty entries'),
  (71, 'alliance_registrations', 'alliance_registrations_message_trimmed', '{"message": " We are in."}', 'an alliance message is stored trimmed'),
  (72, 'alliance_registrations', 'alliance_registrations_message_length', '{"message": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}', 'an alliance message has at most 2000 characters'),
  (73, 'alliance_registrations', 'alliance_registrations_interests_distinct', '{"interests": ["training", "training"]}', 'each alliance interest is chosen at most once'),
  (74, 'contact_submissions', 'contact_submissions_heard_about_trimmed', '{"heard_about": " A colleague"}', 'how a contact heard about us, when given, is stored trimmed'),
  (75, 'contact_submissions', 'contact_submissions_heard_about_length', '{"heard_about": ""}', 'how a contact heard about us is null when not given, never empty'),
  (76, 'contact_submissions', 'contact_submissions_heard_about_length', '{"heard_about": "hhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhhh"}', 'how a contact heard about us is at most 200 characters');

create temp table acceptances (
  position integer primary key,
  table_name text not null,
  overrides jsonb not null,
  rule text not null
);
insert into acceptances (position, table_name, overrides, rule) values
  (1, 'coach_applications', '{"first_name": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "last_name": "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"}', 'a coach name of exactly 50 characters is accepted'),
  (2, 'coach_applications', '{"first_name": "😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀"}', 'a coach first name of 25 emoji (50 UTF-16 units) is accepted'),
  (3, 'coach_applications', '{"motivation": "mmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmmm", "experience": "eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee"}', 'coach answers of exactly 50 and 1000 characters are accepted'),
  (4, 'coach_applications', '{"email": "o''neil+coach@mail.example.org", "phone": "2085550100"}', 'an apostrophe and plus e-mail and a 10-character phone are accepted'),
  (5, 'coach_applications', '{"email": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@example.com", "phone": "+1 (208) 555-0100 x1"}', 'a 255-character e-mail and a 20-character phone are accepted'),
  (6, 'coach_applications', '{"teaching_experience": "No", "availability": "flexible", "ai_experience": "advanced", "region": "central"}', 'other listed options are accepted'),
  (7, 'coach_applications', '{"motivation": "Line one of my answer.\nLine two of my answer, which is long enough."}', 'line breaks inside an answer are accepted'),
  (8, 'contact_submissions', '{"message": "Call me on", "first_name": "gggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggggg"}', 'a contact message of 10 characters and a name of 100 are accepted'),
  (9, 'contact_submissions', '{"message": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "subject": "other", "organization_type": "other"}', 'a contact message of 2000 characters is accepted'),
  (10, 'alliance_registrations', '{"phone": null, "message": null, "interests": []}', 'an alliance registration without phone, message or interests is accepted'),
  (11, 'alliance_registrations', '{"phone": "", "message": ""}', 'an alliance registration with empty optional fields is accepted'),
  (12, 'alliance_registrations', '{"phone": "208-555-0102", "interests": ["training", "contests", "events", "sponsorship", "trainer"], "message": "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}', 'an alliance registration with every interest and a 2000-character message is accepted');
grant select on violations, acceptances to anon;

select tests.create_team_member('admin', 'admin');

-- As a visitor. Each case uses its own address so the hourly limit never interferes.
select tests.authenticate_as_anon();
select throws_ok(
  tests.submission_sql(table_name, format('violation-%s@pgtap.test', position), overrides),
  '23514',
  format('new row for relation "%s" violates check constraint "%s"', table_name, constraint_name),
  rule
)
from violations
order by position;

select lives_ok(tests.submission_sql(table_name, format('accepted-%s@pgtap.test', position), overrides), rule)
from acceptances
order by position;

-- Status values, as an admin changing them (the only way a status is ever chosen).
select tests.clear_authentication();
select tests.create_submission('coach_applications', 'status-target@coach.pgtap.test', '{"id": "c0000000-0000-4000-8000-0000000000c1"}');
select tests.create_submission('contact_submissions', 'status-target@contact.pgtap.test', '{"id": "d0000000-0000-4000-8000-0000000000c1"}');
select tests.create_submission('alliance_registrations', 'status-target@alliance.pgtap.test', '{"id": "e0000000-0000-4000-8000-0000000000c1"}');
select tests.authenticate_as('admin');
select throws_ok(
  $$update public.coach_applications set status = 'accepted' where id = 'c0000000-0000-4000-8000-0000000000c1'$$,
  '23514',
  'new row for relation "coach_applications" violates check constraint "coach_applications_status_allowed"',
  'a coach application status is pending, interview, approved or rejected'
);
select throws_ok(
  $$update public.contact_submissions set status = 'archived' where id = 'd0000000-0000-4000-8000-0000000000c1'$$,
  '23514',
  'new row for relation "contact_submissions" violates check constraint "contact_submissions_status_allowed"',
  'a contact submission status is new, pending, responded or closed'
);
select throws_ok(
  $$update public.alliance_registrations set status = 'approved' where id = 'e0000000-0000-4000-8000-0000000000c1'$$,
  '23514',
  'new row for relation "alliance_registrations" violates check constraint "alliance_registrations_status_allowed"',
  'an alliance registration status is new, pending, responded or closed'
);
select lives_ok(
  $$update public.coach_applications set status = 'rejected' where id = 'c0000000-0000-4000-8000-0000000000c1'$$,
  'an admin may set any listed status'
);

-- The status history accepts only the three intake tables.
select tests.authenticate_as_service_role();
select throws_ok(
  $$insert into public.status_changes (table_name, record_id, new_status) values ('user_roles', gen_random_uuid(), 'admin')$$,
  '23514',
  'new row for relation "status_changes" violates check constraint "status_changes_table_name_allowed"',
  'status history is kept only for the intake tables'
);

-- References are drawn by the database; even the service role cannot store one in another shape.
select throws_ok(
  format($$update public.%I set reference = 'CA-0OIL1234' where id = (select id from public.%I limit 1)$$, t, t),
  '23514',
  null,
  format('a reference in %s uses its prefix and the alphabet without look-alikes', t)
)
from unnest(array['coach_applications', 'contact_submissions', 'alliance_registrations']) as t;

select tests.clear_authentication();
select set_eq(
  $$select constraint_name from violations
    union all select table_name || '_status_allowed' from (values ('coach_applications'), ('contact_submissions'), ('alliance_registrations')) as t (table_name)
    union all select 'status_changes_table_name_allowed'
    union all select table_name || '_reference_format' from (values ('coach_applications'), ('contact_submissions'), ('alliance_registrations')) as t (table_name)$$,
  $$select conname::text from pg_catalog.pg_constraint
    where contype = 'c'
      -- The *_visible constraints have their own file, 130_visible_text_checks.sql.
      and conname not like '%\_visible'
      -- The attribution *_shape constraints are proven in 200_form_funnel_and_attribution.sql.
      and conname not like '%\_shape'
      -- The phone digit rule's constraints are proven in 220_phone_digits_and_regions.sql.
      and conname not like '%\_phone\_with\_ten\_digits'
      -- The language constraints are proven in 272_submission_language.sql.
      and conname not like '%\_language\_allowed'
      and conrelid in ('public.coach_applications'::regclass, 'public.contact_submissions'::regclass,
                       'public.alliance_registrations'::regclass, 'public.status_changes'::regclass)$$,
  'every CHECK constraint on the intake tables has a violation test here (see 130 for *_visible, 200 for *_shape, 220 for *_phone_with_ten_digits, 272 for *_language_allowed)'
);

select * from finish();
rollback;
