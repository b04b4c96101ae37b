import { describe, expect, it } from 'vitest'
import { htmlToText, renderTemplate, type TemplateVariables } from './mail-templates'

const variables: TemplateVariables = {
  ConfirmationURL: 'http://127.0.0.1:54321/auth/v1/verify?token=abc&type=invite',
  Email: 'ivy@example.test',
  SiteURL: 'http://127.0.0.1:5173',
  RedirectTo: 'http://127.0.0.1:5173/auth/reset-password?invited=1',
  Token: '123456',
  Data: { inviter_name: 'Ada <Admin>', role_label: 'Reviewer' },
}

describe('auth e-mail templates (GoTrue variables)', () => {
  it('fills .Field and .Data.key, HTML-escaped as html/template does', () => {
    expect(renderTemplate('{{ .Data.inviter_name }} invited {{ .Email }}', variables)).toBe(
      'Ada &#60;Admin&#62; invited ivy@example.test',
    )
    expect(renderTemplate('<a href="{{ .ConfirmationURL }}">go</a>', variables)).toBe(
      '<a href="http://127.0.0.1:54321/auth/v1/verify?token=abc&#38;type=invite">go</a>',
    )
  })

  it('takes if/else on a value, also across lines, and leaves a subject unescaped', () => {
    const template = 'as {{ if .Data.role_label }}{{ .Data.role_label }}{{ else }}a member{{ end }}'
    expect(renderTemplate(template, variables)).toBe('as Reviewer')
    expect(renderTemplate(template, { ...variables, Data: {} })).toBe('as a member')
    expect(renderTemplate('ask {{ if\n .Data.missing }}x{{ else }}them{{ end }}', variables)).toBe(
      'ask them',
    )
    expect(renderTemplate("{{ .Data.inviter_name }}'s desk", variables, false)).toBe(
      "Ada <Admin>'s desk",
    )
  })

  it('gives the plain-text part one line per paragraph, whatever the HTML’s wrapping', () => {
    expect(
      htmlToText(
        '<!-- note -->\n<p>\n  invited you\n  as <strong>Reviewer</strong>.\n</p>\n<p>Bye</p>',
      ),
    ).toBe('invited you as Reviewer.\n\nBye')
  })

  it('gives the plain-text part every link with its address, entities decoded', () => {
    const html = renderTemplate('<p><a href="{{ .ConfirmationURL }}">Accept</a></p>', variables)
    expect(htmlToText(html)).toBe(
      'Accept: http://127.0.0.1:54321/auth/v1/verify?token=abc&type=invite',
    )
  })
})
