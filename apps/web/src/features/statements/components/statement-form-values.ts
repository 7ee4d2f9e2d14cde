import {
  type CategoryType,
  type Statement,
  STATEMENT_FILE_FIELDS,
  type StatementImage,
  statementFieldsSchema,
} from '@iagree/contract';
import { emptyPlace, placeOf, type PlaceValue } from '@/components/place-field';
import { currentLocale } from '@/lib/i18n';
import { type FieldProblems, fieldIssues } from '@/lib/use-form';

export interface StatementFormValues {
  title: string;
  description: string;
  /** SPEC §3: master categories from a list, or a free text. */
  categoryType: CategoryType;
  categories: string[];
  free_category: string;
  place: PlaceValue;
  /** Yen; empty when none. */
  money: number | '';
  event_code: string | null;
  /** Images the statement has and keeps (edit form). */
  keptImages: StatementImage[];
  /** Ids of the statement's images the user removed (edit form). */
  removedImages: number[];
  /** Files chosen now. */
  newImages: File[];
}

export function newStatementValues(): StatementFormValues {
  return {
    title: '',
    description: '',
    categoryType: 'drop_list',
    categories: [],
    free_category: '',
    place: emptyPlace,
    money: '',
    event_code: null,
    keptImages: [],
    removedImages: [],
    newImages: [],
  };
}

/** The edit form starts from the owner's copy; no categories means free text (SPEC §3). */
export function statementValues(statement: Statement): StatementFormValues {
  return {
    title: statement.title,
    description: statement.description,
    categoryType: statement.categoryType,
    categories: statement.categories.map((category) => String(category.id)),
    free_category: statement.free_category ?? '',
    place: placeOf(statement),
    money: statement.money ?? '',
    event_code: statement.event_code,
    keptImages: statement.images,
    removedImages: [],
    newImages: [],
  };
}

/** The text fields as the server reads them; only the chosen kind of category goes out. */
function textFields(values: StatementFormValues): Record<string, string> {
  const { place } = values;
  const dropList = values.categoryType === 'drop_list';
  return {
    title: values.title,
    description: values.description,
    categories: dropList ? values.categories.join(',') : '',
    free_category: dropList ? '' : values.free_category.trim(),
    address: place.locationName.trim(),
    latitude: place.lat === null ? '' : String(place.lat),
    longitude: place.lng === null ? '' : String(place.lng),
    money: values.money === '' ? '' : String(values.money),
    event_code: values.event_code ?? '',
    removed_images: values.removedImages.join(','),
  };
}

/**
 * SPEC §5 with the contract's own schema (title and description required, money a whole
 * number of yen); the images were checked as they were added (StatementImagesField).
 */
export function validateStatementForm(values: StatementFormValues): FieldProblems {
  return fieldIssues(statementFieldsSchema, textFields(values));
}

/** Multipart body of create (images[]) or update (added_images[] and removed_images). */
export function toFormData(values: StatementFormValues, { update }: { update: boolean }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(textFields(values))) {
    // An update sends the emptied fields too, so that clearing a field clears it.
    if (value !== '' || (update && name !== 'removed_images')) form.append(name, value);
  }
  form.append('language', currentLocale());
  const fileField = update ? STATEMENT_FILE_FIELDS.update : STATEMENT_FILE_FIELDS.create;
  for (const file of values.newImages) form.append(`${fileField}[]`, file);
  return form;
}
