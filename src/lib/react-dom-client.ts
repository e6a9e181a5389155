/**
 * React's DOM renderer, started here: this module belongs to the `react-dom` chunk (vite.config.ts),
 * and importing react-dom/client from an ES module runs react-dom's CommonJS body when this module is
 * evaluated — in the task src/paint-first.ts gives that chunk, before the app's (issue 10 §2).
 */
export { createRoot } from 'react-dom/client';
