import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router-dom'
import { paths, type AppPath } from '@/config/paths'
import { Layout, RouteErrorBoundary } from '@/app/layout'

type RouteModule = { Component: ComponentType }

/**
 * One lazy module per route (React Router's `lazy` convention: each module exports `Component`),
 * so every page is its own chunk and forms, auth and admin code never load on content pages.
 * The Record type makes the compiler demand a module for every entry of `paths`.
 */
const routeModules: Record<AppPath, () => Promise<RouteModule>> = {
  [paths.home]: () => import('@/app/routes/home'),
  [paths.about]: () => import('@/app/routes/about'),
  [paths.timeline]: () => import('@/app/routes/timeline'),
  [paths.seeTheModel]: () => import('@/app/routes/see-the-model'),
  [paths.programs]: () => import('@/app/routes/programs'),
  [paths.trainingPrograms]: () => import('@/app/routes/training-programs'),
  [paths.talkToAi]: () => import('@/app/routes/talk-to-ai'),
  [paths.createWithAi]: () => import('@/app/routes/create-with-ai'),
  [paths.buildWithAi]: () => import('@/app/routes/build-with-ai'),
  [paths.aiInnovationCertification]: () => import('@/app/routes/ai-innovation-certification'),
  [paths.aiCoachingCertification]: () => import('@/app/routes/ai-coaching-certification'),
  [paths.joinCompetition]: () => import('@/app/routes/join-competition'),
  [paths.aiCoaches]: () => import('@/app/routes/ai-coaches'),
  [paths.becomeAiCoach]: () => import('@/app/routes/become-ai-coach'),
  [paths.aiCoachProgram]: () => import('@/app/routes/ai-coach-program'),
  [paths.aiCoachApplication]: () => import('@/app/routes/ai-coach-application'),
  [paths.contact]: () => import('@/app/routes/contact'),
  [paths.joinAlliance]: () => import('@/app/routes/join-alliance'),
  [paths.partners]: () => import('@/app/routes/partners'),
  [paths.expansion]: () => import('@/app/routes/expansion'),
  [paths.events]: () => import('@/app/routes/events'),
  [paths.technologyPlatform]: () => import('@/app/routes/technology-platform'),
  [paths.contestPlatform]: () => import('@/app/routes/contest-platform'),
  [paths.aiSkillsTracker]: () => import('@/app/routes/ai-skills-tracker'),
  [paths.eventDashboard]: () => import('@/app/routes/event-dashboard'),
  [paths.auth]: () => import('@/app/routes/auth'),
  [paths.admin]: () => import('@/app/routes/admin'),
  [paths.privacyPolicy]: () => import('@/app/routes/privacy-policy'),
  [paths.termsOfService]: () => import('@/app/routes/terms-of-service'),
}

/** Shared by the browser router (src/main.tsx) and the static prerender (src/entry-server.tsx). */
export const routes: RouteObject[] = [
  {
    Component: Layout,
    children: [
      {
        // A pathless boundary inside the layout keeps header and footer visible on errors.
        ErrorBoundary: RouteErrorBoundary,
        children: [
          ...(Object.entries(routeModules) as [AppPath, () => Promise<RouteModule>][]).map(
            ([path, lazy]): RouteObject =>
              path === paths.home ? { index: true, lazy } : { path, lazy },
          ),
          { path: '*', lazy: () => import('@/app/routes/not-found') },
        ],
      },
    ],
  },
]
