import { expect, it } from 'vitest'
import { Component as A } from '@/app/routes/ai-coaching-certification'
import { Component as B } from '@/app/routes/become-ai-coach'
import { Component as C } from '@/app/routes/ai-coach-program'
import { Component as D } from '@/app/routes/ai-coach-application'
import { Component as E } from '@/app/routes/training-programs'
import { Component as F } from '@/app/routes/programs'
import { routeMarkup } from './route-markup'

it('captures', async () => {
  for (const [slug, P] of [['ai-coaching-certification', A], ['become-ai-coach', B], ['ai-coach-program', C], ['ai-coach-application', D], ['training-programs', E], ['programs', F]] as const) {
    await expect(routeMarkup('/' + slug, P)).toMatchFileSnapshot(`./markup/${slug}.html`)
  }
})
