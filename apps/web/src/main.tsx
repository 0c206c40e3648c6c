// Mantine's base first: every component brings its own stylesheet with its code (build/split-mantine-css.ts).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { prefetchNextScreens } from './lib/prefetch-next-screens.ts';
import { configureZodWithoutEval } from './lib/zod-without-eval.ts';

// Zod decides whether to compile with eval when each schema is built, and the CSP forbids eval.
// The app (and every shared schema) is imported only after Zod is told not to: a static import
// would be evaluated first, whatever its place in this file.
configureZodWithoutEval();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

void Promise.all([import('react'), import('react-dom/client'), import('./app/app.tsx')]).then(
  ([{ StrictMode }, { createRoot }, { App }]) => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    prefetchNextScreens();
  },
);
