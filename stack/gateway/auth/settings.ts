/** GET /settings and /health (GoTrue's settings.go and health check). */
import type { AuthContext } from './context'

export function health() {
  return {
    version: 'local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API',
  }
}

export function settings(auth: AuthContext) {
  return {
    external: {
      anonymous_users: false,
      apple: false,
      azure: false,
      bitbucket: false,
      discord: false,
      facebook: false,
      figma: false,
      fly: false,
      github: false,
      gitlab: false,
      google: false,
      keycloak: false,
      kakao: false,
      linkedin_oidc: false,
      notion: false,
      spotify: false,
      slack_oidc: false,
      workos: false,
      twitch: false,
      twitter: false,
      email: true,
      phone: false,
      zoom: false,
    },
    disable_signup: !auth.config.enableSignup,
    mailer_autoconfirm: !auth.config.confirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }
}
