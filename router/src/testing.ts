/**
 * Test-only routing (vitest, Storybook): MemoryRouter over the same react-router module as
 * `@finx/router`. Never import this from app code — the build refuses it (../../build.guard.ts).
 */
export { MemoryRouter } from 'react-router';
