import type { FastifyRequest } from 'fastify';
import {
  EVENT_IMAGE_FIELDS,
  eventFieldsSchema,
  type EventFields,
  type EventImageField,
} from '@iagree/contract';
import type { FieldErrors } from '../../errors.ts';
import { fieldErrorsOf } from '../../forms/field-errors.ts';
import { invalid } from '../../errors.ts';
import { sharedText } from '../../i18n/localized.ts';
import { lastValues, readMultipart } from '../../forms/multipart.ts';
import { eventMessages } from './messages.ts';

export type EventImages = Partial<Record<EventImageField, Buffer>>;

export interface EventForm {
  fields: EventFields;
  images: EventImages;
}

/**
 * The validated create or update form: text fields plus at most one image per upload box;
 * `requireImages` for creation, where SPEC §5 asks for both images.
 */
export async function readEventForm(
  request: FastifyRequest,
  { requireImages }: { requireImages: boolean },
): Promise<EventForm> {
  const { values, files } = await readMultipart(request, EVENT_IMAGE_FIELDS);
  const parsed = eventFieldsSchema.safeParse(lastValues(values));
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  const images: EventImages = {};
  for (const name of EVENT_IMAGE_FIELDS) {
    const [image, ...more] = files[name] ?? [];
    if (more.length > 0) errors[name] = [eventMessages.oneImagePerField];
    else if (image) images[name] = image;
    else if (requireImages) errors[name] = [sharedText('validation.image_required')];
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw invalid(errors);
  return { fields: parsed.data, images };
}
