import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { newEventValues, toFormData, validateEventForm } from './event-form-values';

const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe('event form values', () => {
  it('start today and end one month later', () => {
    const values = newEventValues(dayjs('2026-01-31'));
    expect([values.start_date, values.end_date]).toEqual(['2026-01-31', '2026-02-28']);
  });

  it('name every missing field with the SPEC §5 message key, images included on create', () => {
    expect(
      validateEventForm({ ...newEventValues(), start_date: '' }, { requireImages: true }),
    ).toEqual({
      title: 'validation.title_required',
      start_date: 'validation.start_date_required',
      company_name: 'validation.company_required',
      description: 'validation.description_required',
      company_logo_img: 'validation.image_required',
      event_img: 'validation.image_required',
    });
  });

  it('refuse an end before the start', () => {
    const values = {
      ...newEventValues(),
      title: 't',
      company_name: 'c',
      description: 'd',
      start_date: '2026-05-02',
      end_date: '2026-05-01',
      company_logo_img: png,
      event_img: png,
    };
    expect(validateEventForm(values, { requireImages: true })).toEqual({
      end_date: 'validation.end_before_start',
    });
  });

  it('send the place as address with coordinates and categories joined by commas', () => {
    const form = toFormData({
      ...newEventValues(),
      categories: ['9', '1'],
      place: { lat: 35.7, lng: 139.8, locationName: '隅田公園' },
      event_img: png,
    });
    expect(form.get('address')).toBe('隅田公園');
    expect([form.get('latitude'), form.get('longitude')]).toEqual(['35.7', '139.8']);
    expect(form.get('categories')).toBe('9,1');
    expect(form.get('event_img')).toBeInstanceOf(File);
    expect(form.has('company_logo_img')).toBe(false);
  });
});
