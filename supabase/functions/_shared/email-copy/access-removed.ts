/** The words of the e-mail that tells a removed member their access ended, written once. */
export const accessRemovedCopy = {
  subject: 'Your access to the Idaho AI Alliance desk has ended',
  greeting: 'Hello,',
  removed: (email: string, when: string) =>
    `An administrator of the Idaho AI Alliance removed ${email} from the Alliance desk on ${when}.`,
  consequences:
    'You can no longer sign in to the desk to read submissions or edit the site, and every ' +
    'session you had open has ended. Nothing you wrote on the desk was deleted.',
  mistake:
    'If you think this is a mistake, ask an administrator of the Idaho AI Alliance to invite ' +
    'you again.',
  signature: '— The Idaho AI Alliance',
}
