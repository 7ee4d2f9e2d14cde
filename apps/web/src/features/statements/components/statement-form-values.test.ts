import { describe, expect, it } from 'vitest';
import { makeStatement } from '@/testing/statement-factory';
import {
  newStatementValues,
  statementValues,
  toFormData,
  validateStatementForm,
} from './statement-form-values';

const png = (name = 'a.png', size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

const filled = { ...newStatementValues(), title: 'ベンチ', description: '公園にベンチを' };

describe('statement form values', () => {
  it('requires title and description with SPEC’s messages', () => {
    expect(validateStatementForm(newStatementValues())).toEqual({
      title: 'validation.statement_title_required',
      description: 'validation.statement_description_required',
    });
    expect(validateStatementForm({ ...filled, title: '   ' }).title).toBe(
      'validation.statement_title_required',
    );
    expect(validateStatementForm(filled)).toEqual({});
  });

  it('rejects an amount that is not a whole number of yen', () => {
    expect(validateStatementForm({ ...filled, money: 1.5 }).money).toBe('validation.money');
    expect(validateStatementForm({ ...filled, money: 3000 })).toEqual({});
  });

  it('sends the chosen kind of category only, and new images as images[]', () => {
    const form = toFormData(
      {
        ...filled,
        categoryType: 'drop_list',
        categories: ['3', '1'],
        free_category: 'ignored',
        money: 5000,
        event_code: 'EVABC123',
        place: { lat: 35.6, lng: 139.7, locationName: '東京都墨田区' },
        newImages: [png('1.png'), png('2.png')],
      },
      { update: false },
    );
    expect(form.get('categories')).toBe('3,1');
    expect(form.get('free_category')).toBeNull();
    expect(form.get('money')).toBe('5000');
    expect(form.get('event_code')).toBe('EVABC123');
    expect([form.get('latitude'), form.get('longitude'), form.get('address')]).toEqual([
      '35.6',
      '139.7',
      '東京都墨田区',
    ]);
    expect(form.get('language')).toBe('ja');
    expect(form.getAll('images[]').map((file) => (file as File).name)).toEqual(['1.png', '2.png']);
  });

  it('edits from the owner’s copy and sends added and removed images', () => {
    const image = { id: 4, src: '/m/4.webp', thumbnail: '/m/4-t.webp', width: 8, height: 6 };
    const statement = makeStatement({
      title: '元のタイトル',
      free_category: '子育て',
      categoryType: 'fill_text',
      images: [image],
      money: 1000,
    });
    const values = statementValues(statement);
    expect(values).toMatchObject({
      title: '元のタイトル',
      categoryType: 'fill_text',
      free_category: '子育て',
      money: 1000,
      keptImages: [image],
    });

    const form = toFormData(
      { ...values, keptImages: [], removedImages: [4], newImages: [png('n.png')], money: '' },
      { update: true },
    );
    expect(form.get('removed_images')).toBe('4');
    expect(form.getAll('added_images[]')).toHaveLength(1);
    expect(form.get('free_category')).toBe('子育て');
    expect(form.get('categories')).toBe('');
    // Emptied on update, so that the server clears it.
    expect(form.get('money')).toBe('');
  });
});
