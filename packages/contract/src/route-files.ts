/*
 * Apart from the package's entry, which re-exports everything: the web's page entry imports this
 * alone, and shares no module with the app it starts (decision 058).
 */

/** The page's data block naming the files the app's start needs (decision 058). */
export const ROUTE_FILES_ID = 'route-files';

/**
 * What the block holds: addresses of module scripts (`.js`) and stylesheets (`.css`), in the
 * order they are needed. `first` is asked for as the app starts; `then` once those have
 * arrived, so that on a slow link they do not share its bandwidth.
 */
export interface RouteFiles {
  first: string[];
  then: string[];
}
