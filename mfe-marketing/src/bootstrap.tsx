import { createRoot } from 'react-dom/client';
import { StandaloneApp } from './standalone/StandaloneApp';

const container = document.getElementById('root');
if (!container) throw new Error('mfe-marketing: #root element missing from index.html');
createRoot(container).render(<StandaloneApp />);
