// Where the build wrote the hydration starter (scripts/hydration-starter/vite-plugin.ts).
declare module 'virtual:hydration-starter' {
  /** The starter's path on the site: `/assets/hydration-starter-<hash>.js`. */
  export const hydrationStarterPath: string;
}
