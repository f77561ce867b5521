import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, missingPhrase } from './i18n';

function Phrase({ phraseKey }: { phraseKey: string }) {
  const { t } = useTranslation();
  return <p>{t(phraseKey)}</p>;
}

describe('phrases', () => {
  const i18n = createI18n();

  it('are loaded at once, in en-GB, without a request', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en-GB');
    expect(i18n.t('auth.loggingIn')).toBe('Logging you in...');
  });

  it('include every key the spec names', () => {
    for (const key of [
      'phrases.noViewAccess',
      'table.noData',
      'validations.ensureAllFieldsValid',
      'errors.loadData',
    ])
      expect(i18n.exists(key)).toBe(true);
  });

  it('show an unknown key wrapped in markers', () => {
    expect(i18n.t('no.such.key')).toBe('[[no.such.key]]');
    expect(missingPhrase('x')).toBe('[[x]]');
  });

  it('interpolate and pluralise', () => {
    expect(i18n.t('licence.version', { version: 3 })).toBe('Version 3');
    expect(i18n.t('dashboard.projectCount', { count: 1 })).toBe('1 project');
    expect(i18n.t('dashboard.projectCount', { count: 17 })).toBe('17 projects');
  });

  it('reach components through react-i18next', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Phrase phraseKey="phrases.noViewAccess" />
        <Phrase phraseKey="some.missing" />
      </I18nextProvider>,
    );
    expect(screen.getByText('You do not have permission to view this page.')).toBeInTheDocument();
    expect(screen.getByText('[[some.missing]]')).toBeInTheDocument();
  });

  it('leave the lazily loaded pages’ namespaces out of the first load, until their pages import them', async () => {
    const { i18n: app } = await import('./i18n');
    expect(app.exists('upload.steps.file')).toBe(false);
    await import('./en-gb-upload');
    expect(app.t('upload.steps.file')).toBe('File');
  });
});
