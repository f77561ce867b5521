import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import './en-gb-upload';

const t = i18n.t.bind(i18n);

describe('counts in words agree with their number (en-GB plurals)', () => {
  it('says "1 action" and "2 actions" in the grid and bulk titles', () => {
    expect(t('actionItems.loadedOf', { loaded: 1, count: 1 })).toBe('1 of 1 action');
    expect(t('actionItems.loadedOf', { loaded: 2, count: 12 })).toBe('2 of 12 actions');
    expect(t('actionItems.bulkUpdateTitle', { count: 1 })).toBe('Update 1 action');
    expect(t('actionItems.bulkUpdateTitle', { count: 3 })).toBe('Update 3 actions');
    expect(t('actionItems.reviewTitle', { count: 1 })).toBe('Review 1 action');
    expect(t('actionItems.addTagsTitle', { count: 1 })).toBe('Add tags to 1 action');
  });

  it('says "1 row" and "1 column" in the import', () => {
    const rows = t('upload.mapping.fileRows', { count: 1, rows: '1' });
    const columns = t('upload.mapping.fileColumns', { count: 1 });
    expect(t('upload.mapping.fileSummary', { name: 'a.csv', rows, columns })).toBe('a.csv: 1 row, 1 column.');
    expect(
      t('upload.mapping.fileSummary', {
        name: 'b.csv',
        rows: t('upload.mapping.fileRows', { count: 1200, rows: '1,200' }),
        columns: t('upload.mapping.fileColumns', { count: 4 }),
      }),
    ).toBe('b.csv: 1,200 rows, 4 columns.');
    expect(t('upload.mapping.matched', { matched: 1, count: 1 })).toBe(
      '1 of 1 field was matched by its column name.',
    );
    expect(t('upload.submit.progress', { count: 1, sent: '1', total: '1', batch: 1, batches: 1 })).toBe(
      'Sent 1 of 1 row (batch 1 of 1).',
    );
  });
});
