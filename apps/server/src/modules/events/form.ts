import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  EVENT_IMAGE_FIELDS,
  eventFieldsSchema,
  isMessageKey,
  type EventFields,
  type EventImageField,
} from '@iagree/contract';
import { AppError, invalid, type FieldErrors } from '../../errors.ts';
import { messages } from '../../i18n/messages.ts';
import { sharedText } from '../../i18n/localized.ts';
import { eventMessages } from './messages.ts';

export type EventImages = Partial<Record<EventImageField, Buffer>>;

export interface EventForm {
  fields: EventFields;
  images: EventImages;
}

const isImageField = (name: string): name is EventImageField =>
  (EVENT_IMAGE_FIELDS as readonly string[]).includes(name);

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? 'request');
    const key = isMessageKey(issue.message) ? issue.message : 'validation.invalid';
    (errors[name] ??= []).push(sharedText(key));
  }
  return errors;
}

/**
 * Reads the multipart body of the create and update calls: text fields plus at most one image
 * per upload box. A browser sends an empty part for an empty file input; it counts as none.
 */
async function readParts(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(415, messages.unsupportedMediaType);
  const values: Record<string, string> = {};
  const images: EventImages = {};
  const duplicates = new Set<EventImageField>();
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer();
      if (!isImageField(part.fieldname) || buffer.length === 0) continue;
      if (images[part.fieldname]) duplicates.add(part.fieldname);
      images[part.fieldname] = buffer;
    } else {
      values[part.fieldname] = String(part.value);
    }
  }
  return { values, images, duplicates };
}

/** The validated form; `requireImages` for creation, where SPEC §5 asks for both images. */
export async function readEventForm(
  request: FastifyRequest,
  { requireImages }: { requireImages: boolean },
): Promise<EventForm> {
  const { values, images, duplicates } = await readParts(request);
  const parsed = eventFieldsSchema.safeParse(values);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsOf(parsed.error);
  for (const name of EVENT_IMAGE_FIELDS) {
    if (duplicates.has(name)) errors[name] = [eventMessages.oneImagePerField];
    else if (requireImages && !images[name])
      errors[name] = [sharedText('validation.image_required')];
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw invalid(errors);
  return { fields: parsed.data, images };
}
