/**
 * Component tests that need a module graph of their own (vitest.config.ts's web-isolated
 * project). The web project shares one module graph per worker (isolate: false), so a file that
 * replaces a module with vi.mock would get the module an earlier file already imported, and
 * its mock would silently not apply. preloadable-on-demand asserts on preloadable.ts's
 * module-wide registry, which parts left pending by an earlier file would hold.
 * scripts/isolated-component-tests.test.ts fails when a component test mocks a module without
 * being listed here.
 */
export const ISOLATED_COMPONENT_TESTS = [
  "src/web/features/auth/components/auth-return-to.test.tsx",
  "src/web/features/lenders/components/late-match-score.test.tsx",
  "src/web/lib/preloadable-on-demand.test.tsx",
];
