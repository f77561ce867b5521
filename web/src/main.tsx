import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { AppLoadError } from './app/app-load-error';
import { onResponseHeaders } from './lib/api-client';
import { readPermissionHeaders } from './lib/permissions-store';
import { loadRuntimeConfig } from './lib/runtime-config';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('No #root element in index.html');
const root = createRoot(rootElement);

// Permissions and organisation settings arrive in the headers of every API response (spec §7).
onResponseHeaders(readPermissionHeaders);

// The configuration names the identity provider, so it is read before the OIDC client is made.
loadRuntimeConfig()
  .then((config) =>
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    ),
  )
  .catch((error: unknown) => {
    console.error('The app could not start', error);
    root.render(<AppLoadError error={error} />);
  });
