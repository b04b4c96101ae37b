/**
 * The words of the updates pages (/updates, the confirmation page, the preferences page) and of the
 * footer's "Get updates" form. What a person is shown when they give or withdraw consent is in
 * @schemas/update-subscription (updateConsentWords), because the database keeps it with the record.
 */
export const updatesCopy = {
  footer: {
    heading: 'Get updates',
    text: 'News, training, contests and events from the Alliance, by e-mail.',
    emailLabel: 'Your e-mail address',
    button: 'Get updates',
  },
  /** The footer's form on the Spanish pages (the sign-up page it leads to is English for now). */
  footerInSpanish: {
    heading: 'Reciba novedades',
    text: 'Noticias, capacitación, concursos y eventos de la Alianza, por correo electrónico.',
    emailLabel: 'Su correo electrónico',
    button: 'Recibir novedades',
  },
  signUp: {
    title: 'Get updates by e-mail',
    lead: 'Choose what you would like to hear about. We send nothing until you confirm your address.',
    formLabel: 'Get updates form',
    topicsLegend: 'What would you like to hear about?',
    topicsHint: 'Tick at least one.',
    emailLabel: 'Email',
    nameLabel: 'Your name (optional)',
    nameHint: 'So an update can greet you by name.',
    regionLabel: 'Your region of Idaho (optional)',
    regionHint: 'So we can tell you first about events near you.',
    regionPlaceholder: 'No region chosen',
    button: 'Get updates',
    busy: 'Sending...',
    sentTitle: 'Check your inbox',
    sent: (hours: number) =>
      `If this address can receive updates, an e-mail with a confirmation link is on its way to it. The link works for ${hours} hours; until you follow it we send you nothing else.`,
    sentAgain:
      'Nothing arrived? Look in your spam folder, or sign up again for a new link (at most three e-mails an hour reach one address).',
    another: 'Sign up another address',
    newsHeading: 'Get the news by e-mail',
  },
  confirm: {
    title: 'Confirm your updates',
    lead: 'One more step: confirm that you would like the Alliance’s updates at this address.',
    missing:
      'This page needs the link from your confirmation e-mail. Open the e-mail and follow its link, or sign up again.',
    confirmedTitle: 'You are subscribed',
    confirmed: (email: string) =>
      `Thank you. Updates will go to ${email}. Every update has a link to change your topics, pause or unsubscribe.`,
    manage: 'Change what you receive',
    signUpAgain: 'Sign up again',
  },
  preferences: {
    title: 'Your e-mail updates',
    lead: 'Change your topics, pause updates for a while, or stop them all. Nothing here needs an account.',
    missing:
      'This page needs the link from one of our e-mails. Open an update and follow its “Change what you receive” link.',
    for: (email: string) => `Updates for ${email}`,
    pause:
      'Pause all updates for now (your topics are kept, and you can come back here to restart them)',
    saved: 'Your choices are saved.',
    pausedNote: 'Updates are paused: we send you nothing until you untick “Pause”.',
    unsubscribeHeading: 'Stop all updates',
    unsubscribeText:
      'You will get no more updates from us. We keep only a record that you unsubscribed and when.',
    unsubscribed: 'You are unsubscribed. We will send you no more updates.',
    notSubscribed: 'This address gets no updates. Sign up again if you would like them.',
    signUpAgain: 'Sign up again',
  },
}
