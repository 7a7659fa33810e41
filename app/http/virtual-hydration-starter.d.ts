// The hydration starter, compiled by the build (scripts/hydration-starter/vite-plugin.ts).
declare module 'virtual:hydration-starter' {
  /** app/http/hydration-starter.browser.ts as one minified classic script. */
  export const hydrationStarterScript: string;
}
