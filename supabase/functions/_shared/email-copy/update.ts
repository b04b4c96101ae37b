/** The words around an update sent from the desk, written once; update-emails.ts renders them. */
export const updateCopy = {
  /** A test carries the subject the subscribers will read, marked so nobody takes it for the send. */
  testSubject: (subject: string) => `[Test] ${subject}`,
  testNotice:
    'This is a test sent from the desk to you alone: no subscriber has received it. The links to change preferences work only in the real update.',
  readMore: {
    news: 'Read it on our website',
    event: 'See the event on our website',
  },
  why: (topics: string) =>
    `You receive this e-mail because you asked for the Alliance’s updates about ${topics} and confirmed it.`,
  manage: 'Change your topics, pause or unsubscribe',
  /** No open or click tracking: said in the privacy policy, and here where it happens. */
  noTracking: 'We do not track whether you open this e-mail or click its links.',
}
