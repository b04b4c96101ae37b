import assert from 'node:assert/strict'
import { escapeHeader, escapeHtml, escapeText } from './escape.ts'

Deno.test('escapeHtml turns every HTML-significant character into an entity', () => {
  assert.equal(
    escapeHtml(`<script>alert('x' & "y")</script>`),
    '&lt;script&gt;alert(&#39;x&#39; &amp; &quot;y&quot;)&lt;/script&gt;',
  )
  assert.equal(escapeHtml('&amp;'), '&amp;amp;')
})

Deno.test('escapeText keeps line breaks and tabs and drops other control characters', () => {
  assert.equal(escapeText('a\r\nb\rc\td\u0000e\u001b[31mf\u007f'), 'a\nb\nc\tde[31mf')
})

Deno.test('escapeHeader folds every line break into one space', () => {
  assert.equal(escapeHeader('Hi\r\nBcc: x@example.org\n'), 'Hi Bcc: x@example.org')
})

Deno.test(
  'escapeHtml drops NUL and other control characters but keeps line breaks and tabs',
  () => {
    assert.equal(escapeHtml('a\u0000b\u0007c\u001bd\u007fe\r\nf\tg'), 'abcde\r\nf\tg')
  },
)
