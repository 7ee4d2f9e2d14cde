/*
 * Apart from the package's entry, which re-exports everything: the web's page entry imports this
 * alone, and shares no module with the app it starts (decision 058).
 */

/** The home page's data block naming the files its first screen needs (decision 058). */
export const ROUTE_FILES_ID = 'route-files';

/** What the block holds: module scripts and stylesheets, by address. */
export interface RouteFiles {
  scripts: string[];
  styles: string[];
}
