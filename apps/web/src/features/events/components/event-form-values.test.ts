import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { newEventValues, toFormData, validateEventForm } from './event-form-values';

const png = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe('event form values', () => {
  it('start today and end one month later', () => {
    const values = newEventValues(dayjs('2026-01-31'));
    expect([values.start_date, values.end_date]).toEqual(['2026-01-31', '2026-02-28']);
  });

  it('name every missing field with its message key, the event image on create', () => {
    // The organiser's name and logo are optional (decision 030).
    expect(
      validateEventForm({ ...newEventValues(), start_date: '' }, { requireImages: true }),
    ).toEqual({
      title: 'validation.title_required',
      start_date: 'validation.start_date_required',
      description: 'validation.description_required',
      event_img: 'validation.image_required',
    });
  });

  it('check the optional times and send them only when given', () => {
    const values = {
      ...newEventValues(),
      title: 't',
      description: 'd',
      start_date: '2026-05-02',
      end_date: '2026-05-02',
      event_img: png,
    };
    expect(validateEventForm(values, { requireImages: true })).toEqual({});
    expect(
      validateEventForm(
        { ...values, start_time: '18:00', end_time: '17:30' },
        { requireImages: true },
      ),
    ).toEqual({ end_time: 'validation.end_time_before_start' });
    expect(validateEventForm({ ...values, end_time: '17:30' }, { requireImages: true })).toEqual({
      start_time: 'validation.start_time_required',
    });
    expect(toFormData(values).has('start_time')).toBe(false);
    expect(toFormData({ ...values, start_time: '18:00' }).get('start_time')).toBe('18:00');
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
