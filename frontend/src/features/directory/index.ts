export { directoryHead } from './directory-head';
export { DIRECTORY_PATH } from './directory-path';
