// First, before any module that could build a Zod schema: Zod's no-eval setting (the CSP).
import './lib/zod-without-eval.ts';
// Mantine's base next: every component brings its own stylesheet with its code (build/split-mantine-css.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prefetchNextScreens } from './lib/prefetch-next-screens.ts';

// Static imports: the build lists every chunk of the first paint in index.html's modulepreloads,
// so the browser fetches them together with this one instead of after it has run.
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
prefetchNextScreens();
