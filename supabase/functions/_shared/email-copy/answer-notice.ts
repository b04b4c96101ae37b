import { notificationCopy } from './notification.ts'

/** The words of the reviewers' notice that a person answered by e-mail, written once. */
export const answerNoticeCopy = {
  /** What the person wrote about, after "a" / "their". */
  what: {
    coach_application: 'AI Coach application',
    contact_submission: 'contact message',
    alliance_registration: 'alliance registration',
  },
  subject: (what: string, reference: string) => `New answer by e-mail to a ${what}${reference}`,
  digestSubject: (count: number, what: string, reference: string) =>
    `${count} new answers by e-mail to a ${what}${reference}`,
  heading: 'A person answered by e-mail',
  intro: (name: string, what: string) =>
    `${name} answered an e-mail about their ${what}. The answer is on the record and marked unread.`,
  digestIntro: (name: string, count: number, what: string) =>
    `${name} sent ${count} answers about their ${what} within the hour; they are collected here in one notice. Every answer is on the record and marked unread.`,
  /** Who, when the record no longer names them. */
  somebody: 'The person',
  labels: {
    reference: 'Reference',
    from: 'From',
    numberedFrom: (position: number) => `Answer ${position} from`,
    subject: 'Subject',
    answer: 'Answer',
    notShown: 'Not shown',
  },
  notShown: (more: number) => `${more} more ${more === 1 ? 'answer' : 'answers'}, on the record`,
  openInDesk: notificationCopy.openInDesk,
} as const
