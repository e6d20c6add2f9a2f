/** React's renderer for the browser: the first part of the app src/main.tsx starts. */
export { createRoot, hydrateRoot } from 'react-dom/client';
