import type { RuntimeConfig } from '@tandem/shared/platform/runtime-config';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * Fetches `<base>config.json` (written per stage: Cognito values in AWS, the local provider locally)
 * and validates it, so one build serves every environment. Runs once, before the app renders.
 */
export async function loadRuntimeConfig(baseUrl: string = import.meta.env.BASE_URL): Promise<RuntimeConfig> {
  const response = await fetch(`${baseUrl}config.json`, { cache: 'no-store', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The app configuration could not be loaded (status ${response.status}).`);
  // The schema (and zod) load beside the fetch, outside the shell's own bundle.
  const [{ runtimeConfigSchema }, body] = await Promise.all([
    import('@tandem/shared/platform/runtime-config'),
    response.json() as Promise<unknown>,
  ]);
  const parsed = runtimeConfigSchema.safeParse(body);
  if (!parsed.success) throw new Error(`The app configuration is not valid: ${parsed.error.message}`);
  return parsed.data;
}

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs a RuntimeConfigProvider above it.');
  return config;
}
