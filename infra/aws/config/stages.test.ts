import { describe, expect, it } from 'vitest';
import { buildApp } from '../bin/build-app';
import { testApp } from '../test/synth';
import { getStageConfig, stackName, validateStageName, webBasePath } from './stages';

describe('stage names', () => {
  it.each(['dev', 'prod', 'pr-42', 'alice', 'ab', 'a2345678901234567890'])('accepts %s', (name) => {
    expect(validateStageName(name)).toBe(name);
  });

  it.each([undefined, '', 'a', 'Dev', 'dev_1', 'dev.1', '-dev', 'dev-', 'a23456789012345678901', 'dév', 42])(
    'rejects %s',
    (name) => {
      expect(() => validateStageName(name)).toThrow(/stage/i);
    },
  );

  it('says how to pass a missing stage', () => {
    expect(() => validateStageName(undefined)).toThrow(/-c stage=/);
  });

  it('refuses to build an app for an invalid stage, before creating any stack', () => {
    const app = testApp();
    expect(() => buildApp(app, 'Prod!')).toThrow(/Invalid stage/);
    expect(() => buildApp(app, undefined)).toThrow(/Missing stage/);
    expect(app.node.children).toHaveLength(0);
  });
});

describe('stage settings', () => {
  // Issue 31 changed this on purpose: Plus costs per active user, so it is a stage's choice, not the default.
  it('keeps production data, backs it up, and leaves the Plus tier to a stage that asks for it', () => {
    const prod = getStageConfig('prod');
    expect(prod.isDevelopment).toBe(false);
    expect(prod.cognitoPlusTier).toBe(false);
    expect(prod.backup).toBeDefined();
    expect(getStageConfig('dev').backup).toBeUndefined();
  });

  it('gives an unknown valid stage development defaults, with its own names', () => {
    const stage = getStageConfig('pr-42');
    expect(stage).toMatchObject({
      ...getStageConfig('dev'),
      stage: 'pr-42',
      authDomainPrefix: 'tandem-pr-42',
    });
    expect(stackName('pr-42', 'data')).toBe('tandem-pr-42-data');
  });

  it('leaves chat support unconfigured and serves the app under /app/', () => {
    expect(getStageConfig('dev').chatSupport).toBeUndefined();
    expect(getStageConfig('prod').chatSupport).toBeUndefined();
    expect(webBasePath).toBe('/app/');
  });
});
