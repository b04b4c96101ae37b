/**
 * The status lookup's own words, like a form's labels and buttons: its fields, its messages, the
 * labels of a found answer and the names of the kinds of submission. What the page says around
 * the lookup, the stages and why a lookup found nothing are page copy (`page-words.ts`).
 */
export const lookupWords = {
  form: {
    label: 'Look up a reference',
    referenceLabel: 'Reference',
    referenceHint: 'For example CA-7K2M9QXD. It is in your confirmation e-mail.',
    emailLabel: 'E-mail address',
    emailHint: 'The address you gave on the form.',
    submit: 'Check status',
    busy: 'Checking...',
    messages: {
      referenceRequired: 'Enter your reference',
      referenceFormat:
        'Enter a reference like CA-7K2M9QXD: two letters, a dash and eight characters',
      emailInvalid: 'Enter the e-mail address you used, like name@example.com',
    },
  },
  result: {
    stageLabel: 'Stage',
    changedLabel: 'Since',
    nextLabel: 'What happens next',
    /** Shown only once an answer the person e-mailed back has reached their submission. */
    answersLabel: 'Your replies to us',
    answersReceived: (count: number, date: string) =>
      count === 1
        ? `We received your reply on ${date}. A reviewer will read it; there is no need to send it again.`
        : `We received ${count} replies from you, the latest on ${date}. A reviewer will read them; there is no need to send them again.`,
  },
  kinds: {
    coach_application: 'AI Coach application',
    contact_submission: 'Message to our team',
    alliance_registration: 'Alliance registration',
  },
} as const
