/**
 * Pay and work models for certified AI Coaches (spec §9 "Pay"). The recruitment page
 * (/ai-coach-program) shows them as a table.
 */
export type WorkModel = {
  model: string
  hours: string
  pay: string
  notes: string
}

export const workModels = [
  {
    model: 'Part-time',
    hours: '10-20 hrs/week',
    pay: '$2,000-$4,000 per month',
    notes: 'Fits around a teaching, business or consulting job.',
  },
  {
    model: 'Full-time',
    hours: '40 hrs/week',
    pay: '$50,000-$75,000 per year, with benefits',
    notes: 'A salaried coach serving several partner organizations.',
  },
  {
    model: 'Contract',
    hours: 'Per engagement',
    pay: '$100-$150 per hour',
    notes: 'Independent coaches booked for workshops and training days.',
  },
  {
    model: 'Experienced specialists',
    hours: 'Full-time or contract',
    pay: '$100,000+ per year',
    notes: 'Senior coaches who lead programs, train other coaches or advise partners.',
  },
] satisfies WorkModel[]

/** Where the money for coaching engagements comes from (spec §9 "Funding sources"). */
export const fundingSources = [
  'State and federal grants',
  'Chamber partnerships',
  'School district budgets',
  'Corporate sponsors',
  'Fee-for-service',
] as const
