import 'gestalt/dist/gestalt.css';
import './index.css';
import { BrowserProtocol } from 'farce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';
import { createEnvironment } from './relay/environment';
import { createAppRouter, createResolver } from './router';

const environment = createEnvironment();
const Router = createAppRouter(new BrowserProtocol());
const resolver = createResolver(environment);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App environment={environment}>
      <Router resolver={resolver} />
    </App>
  </StrictMode>,
);
