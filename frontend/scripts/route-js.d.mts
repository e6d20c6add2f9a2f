/** Types of scripts/route-js.mjs for the browser tests. */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface RouteFigure {
  path: string;
  files: string[];
  gzipKb: number;
  brotliKb: number;
  consoleFiles: string[];
}
export const DIST: string;
export const HOME_BUDGET_KB: number;
export const MEASURED_LOCALE: string;
export function readManifest(dist?: string): Manifest;
export function routesOfRouter(
  manifest: Manifest,
  dist?: string,
  source?: string,
): { path: string; module: string | null }[];
export function catalogKeys(
  manifest: Manifest,
  locale?: string,
): { shell: string; features: string };
export function catalogLocales(manifest: Manifest): string[];
/** The names of the chunks of the parts the entry starts one after the other (src/app/start). */
export const START_PART: RegExp;
export function startScripts(dist?: string): string[];
export function firstLoadFiles(
  manifest: Manifest,
  module: string | null,
  starters?: string[],
  catalogs?: string[],
): string[];
export function consoleChunkFiles(manifest: Manifest, dist?: string): Set<string>;
export function measureRoutes(dist?: string): RouteFigure[];
