import dayjs from 'dayjs';
import { eventFieldsSchema, type EventDetail } from '@iagree/contract';
import { currentLocale } from '@/lib/i18n';
import { type FieldProblems, fieldIssues } from '@/lib/use-form';
import { emptyPlace, placeOf, type PlaceValue } from '@/components/place-field';

export interface EventFormValues {
  title: string;
  categories: string[];
  place: PlaceValue;
  start_date: string;
  end_date: string;
  /** HH:mm or empty: an event may be given by its days only (decision 030). */
  start_time: string;
  end_time: string;
  company_name: string;
  description: string;
  company_logo_img: File | null;
  event_img: File | null;
}

const DATE_FORMAT = 'YYYY-MM-DD';

/** SPEC §4: a new event starts today and ends one month later. */
export function newEventValues(today = dayjs()): EventFormValues {
  return {
    title: '',
    categories: [],
    place: emptyPlace,
    start_date: today.format(DATE_FORMAT),
    end_date: today.add(1, 'month').format(DATE_FORMAT),
    start_time: '',
    end_time: '',
    company_name: '',
    description: '',
    company_logo_img: null,
    event_img: null,
  };
}

/** The edit form starts from the loaded event (place from latitude, longitude and address). */
export function eventValues(event: EventDetail): EventFormValues {
  return {
    title: event.title,
    categories: event.categories.map((category) => String(category.id)),
    place: placeOf(event),
    start_date: event.start_date,
    end_date: event.end_date,
    start_time: event.start_time ?? '',
    end_time: event.end_time ?? '',
    company_name: event.company_name,
    description: event.description,
    company_logo_img: null,
    event_img: null,
  };
}

function textFields(values: EventFormValues): Record<string, string> {
  const { place } = values;
  return {
    title: values.title,
    start_date: values.start_date,
    end_date: values.end_date,
    start_time: values.start_time,
    end_time: values.end_time,
    company_name: values.company_name,
    description: values.description,
    address: place.locationName,
    latitude: place.lat === null ? '' : String(place.lat),
    longitude: place.lng === null ? '' : String(place.lng),
    categories: values.categories.join(','),
  };
}

/**
 * The same rules as the server (the contract's schema) plus the event's image, required for a
 * new event (each file was checked as it was chosen; a logo is optional). Returns message keys
 * per field.
 */
export function validateEventForm(
  values: EventFormValues,
  { requireImages }: { requireImages: boolean },
): FieldProblems {
  const errors: FieldProblems = fieldIssues(eventFieldsSchema, textFields(values));
  if (!values.event_img && requireImages) errors.event_img = 'validation.image_required';
  return errors;
}

export function toFormData(values: EventFormValues): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(textFields(values))) {
    if (value !== '') form.append(name, value);
  }
  form.append('language', currentLocale());
  if (values.company_logo_img) form.append('company_logo_img', values.company_logo_img);
  if (values.event_img) form.append('event_img', values.event_img);
  return form;
}
