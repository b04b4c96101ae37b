import type { PartnerTier } from '@/content/schema'

/** Partner tiers (spec §2, Home): State, Regional, Education, Community. Read by home and /partners. */
export const partnerTiers = [
  {
    name: 'State',
    description:
      'Statewide sponsors and agencies that fund the initiative across all regions of Idaho.',
    benefits: [
      'Named recognition at Idaho AI Week and the State AI Expo',
      'A seat at the table when the yearly goals are set',
      'Statewide impact reports on people trained and results achieved',
    ],
  },
  {
    name: 'Regional',
    description:
      'Employers, chambers and foundations that support training and contests in one region.',
    benefits: [
      'Training and challenges focused on the partner’s region',
      'Recognition at regional events and contest showcases',
      'Regional impact reports',
    ],
  },
  {
    name: 'Education',
    description:
      'School districts, colleges and universities that host training, contests and AI Coaches.',
    benefits: [
      'Priority scheduling of on-site training for staff and students',
      'Support for student teams entering the competitions',
      'Access to certified AI Coaches for professional development',
    ],
  },
  {
    name: 'Community',
    description:
      'Libraries, nonprofits, workforce boards and local groups that bring AI skills to their neighbours.',
    benefits: [
      'Free introductory sessions for community members',
      'Listing as a community partner on the Alliance website',
      'Help planning local events during Idaho AI Week',
    ],
  },
] satisfies PartnerTier[]
