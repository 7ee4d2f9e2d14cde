import type { FastifyRequest } from 'fastify';
import {
  MAX_STATEMENT_IMAGES,
  STATEMENT_FILE_FIELDS,
  statementFieldsSchema,
  type StatementFields,
} from '@iagree/contract';
import { fieldErrorsOf } from '../../forms/field-errors.ts';
import { invalid } from '../../errors.ts';
import { sharedText } from '../../i18n/localized.ts';
import { lastValues, withMultipart } from '../../forms/multipart.ts';
import { processUploads, type Upload } from '../../forms/uploaded-images.ts';

export type FormMode = keyof typeof STATEMENT_FILE_FIELDS;

export interface StatementForm {
  fields: StatementFields;
  /** `images[]` on create, `added_images[]` on update. */
  uploads: Upload[];
}

/**
 * The validated create or update form with its images processed. `removed_images` (update
 * only) may come as one comma-separated value or as repeated `removed_images[]` fields.
 */
export async function readStatementForm(
  request: FastifyRequest,
  mode: FormMode,
): Promise<StatementForm> {
  const fileField = STATEMENT_FILE_FIELDS[mode];
  const fields = {
    [fileField]: { max: MAX_STATEMENT_IMAGES, tooMany: sharedText('validation.max_images') },
  };
  return withMultipart(request, fields, async ({ values, files }) => {
    const text = lastValues(values);
    if (mode === 'update' && values.removed_images) {
      text.removed_images = values.removed_images.join(',');
    } else {
      delete text.removed_images;
    }
    const parsed = statementFieldsSchema.safeParse(text);
    if (!parsed.success) throw invalid(fieldErrorsOf(parsed.error));
    const inputs = files[fileField] ?? [];
    return {
      fields: parsed.data,
      uploads: await processUploads(
        request.server,
        inputs.map((input) => ({ field: fileField, input })),
      ),
    };
  });
}
