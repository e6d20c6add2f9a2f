/** The public directory 'Aussteller {year}' (issue 32). */
export const DIRECTORY_PATH = '/aussteller';
