import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePhrases } from './add-phrases';
import { i18n } from './i18n';

// A namespace no page has: the web tests share one module graph, so a real page's bundle may be in.
const probe = { title: 'Probe page' };

function ProbeTitle() {
  const { t } = usePhrases('phraseWiringProbe', probe);
  return <h1>{t('phraseWiringProbe.title')}</h1>;
}

describe('a lazily loaded phrase bundle', () => {
  it('is added by the page that names it, before the page reads its first phrase', () => {
    expect(i18n.exists('phraseWiringProbe.title')).toBe(false);
    render(<ProbeTitle />);
    expect(screen.getByRole('heading').textContent).toBe('Probe page');
    expect(i18n.exists('phraseWiringProbe.title')).toBe(true);
  });
});
