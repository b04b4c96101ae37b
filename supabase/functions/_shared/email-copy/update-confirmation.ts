/** The words of the e-mail that confirms a sign-up for updates, written once; email-layout.ts renders them. */
export const updateConfirmationCopy = {
  subject: (site: string) => `${site}: please confirm your updates`,
  greeting: 'Hello,',
  asked: (topics: string) =>
    `Someone, we hope you, asked for the Alliance’s e-mail updates about ${topics} at this address.`,
  action: 'Confirm my subscription',
  expiry: (hours: number) =>
    `The link works for ${hours} hours. Until you follow it, we send you nothing else.`,
  ignore:
    'If you did not ask for this, ignore this e-mail: without your confirmation you will not hear from us again.',
  why: 'You receive this e-mail because this address was given on our website to receive our updates.',
}
