export { DIRECTORY_PATH } from './directory-path';
