import { createRoot } from 'react-dom/client';
import './app/global.css';
import { App } from './app/app';

// In the build, so that the host provides every shared antd component (see the module); never called.
export { provideAntd } from './lib/provide-antd';

createRoot(document.getElementById('root')!).render(<App />);
