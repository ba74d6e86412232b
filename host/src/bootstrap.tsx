import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './app/global.css';
import { App } from './app/app';

// In the build, so that the host provides every shared antd component (see the module); never called.
export { provideAntd } from './lib/provide-antd';

// The first render is a transition: React renders it in slices and lets the browser in between, rather than in one
// task that blocks input for as long as the whole shell takes to render (Total Blocking Time, in the first-load budget).
const root = createRoot(document.getElementById('root')!);
startTransition(() => root.render(<App />));
