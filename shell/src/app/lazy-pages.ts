import { lazy } from 'react';

// The shell's own pages and its signed-in frame, each in its own chunk: the landing page and the
// demo (remotes) load none of them, the sign-in page only its forms (issue 22's first-load
// budgets). A page's chunk is fetched when its route first renders, under AppRoutes' Suspense.

export const AppFrame = lazy(() => import('./frame/AppFrame').then((module) => ({ default: module.AppFrame })));
export const SignInPage = lazy(() => import('../pages/sign-in/SignInPage').then((module) => ({ default: module.SignInPage })));
export const TeamPage = lazy(() => import('../pages/team/TeamPage').then((module) => ({ default: module.TeamPage })));
export const ProjectPage = lazy(() => import('../pages/project/ProjectPage').then((module) => ({ default: module.ProjectPage })));
export const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage').then((module) => ({ default: module.NotFoundPage })));
