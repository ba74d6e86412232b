import { createRoot } from 'react-dom/client';
import './app/global.css';
import { App } from './app/app';

createRoot(document.getElementById('root')!).render(<App />);
