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
import type { ProcessedImage } from '../../adapters/image-pipeline.ts';
import { lastValues, withMultipart } from '../../forms/multipart.ts';
import { processUploads, type UploadedFile } from '../../forms/uploaded-images.ts';
import { eventMessages } from './messages.ts';

export type EventImages = Partial<Record<EventImageField, ProcessedImage>>;

export interface EventForm {
  fields: EventFields;
  images: EventImages;
}

/**
 * The validated create or update form: text fields plus at most one image per upload box,
 * processed; `requireImages` for creation, which asks for the event's image (SPEC §5) but not a
 * logo: a city's or a neighbourhood's event has none (decision 030).
 */
export async function readEventForm(
  request: FastifyRequest,
  { requireImages }: { requireImages: boolean },
): Promise<EventForm> {
  const oneImage = { max: 1, tooMany: eventMessages.oneImagePerField };
  const fields = Object.fromEntries(EVENT_IMAGE_FIELDS.map((name) => [name, oneImage]));
  return withMultipart(request, fields, async ({ values, files }) => {
    const parsed = eventFieldsSchema.safeParse(lastValues(values));
    const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
    const uploaded: UploadedFile[] = [];
    for (const name of EVENT_IMAGE_FIELDS) {
      const [input] = files[name] ?? [];
      if (input) uploaded.push({ field: name, input });
      else if (requireImages && name === 'event_img') {
        errors[name] = [sharedText('validation.image_required')];
      }
    }
    if (!parsed.success || Object.keys(errors).length > 0) throw invalid(errors);
    const uploads = await processUploads(request.server, uploaded);
    const images: EventImages = Object.fromEntries(
      uploads.map(({ field, image }) => [field, image]),
    );
    return { fields: parsed.data, images };
  });
}
