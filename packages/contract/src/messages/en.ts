/** Messages shared by the browser's forms and the server's validation (SPEC §5 wording). */
export const en = {
  'validation.required': 'This field is required',
  'validation.invalid': 'This value is not valid',
  'validation.email_required': 'e-mail is required',
  'validation.password_required': 'Password is required',
  'validation.password_confirmation_required': 'Password comfirmation is required',
  'validation.name_required': 'Name is required',
  'validation.contact_email_required': 'Email is required',
  'validation.content_required': 'Content is required',
  'validation.title_required': 'Title is required',
  'validation.description_required': 'Description is required',
  'validation.category_required': 'Category is required',
  'validation.address_required': 'Address is required',
  'validation.start_date_required': 'Start date is required',
  'validation.end_date_required': 'End date is required',
  'validation.company_required': 'Company is required',
  'validation.image_type': 'Allow only png, jpg, jpeg',
  'validation.date_format': 'Enter the date as yyyy-MM-dd',
  'validation.end_before_start': 'The end date must not be before the start date',
  'validation.image_required': 'Please choose an image',
  'validation.comment_required': 'Comment is required',
  'validation.number': 'Enter a number',
  'validation.latitude_range': 'Latitude must be between -90 and 90',
  'validation.longitude_range': 'Longitude must be between -180 and 180',
  'validation.north_below_south':
    'The north edge (top_y) must not be south of the south edge (bottom_y)',
} as const;

export type MessageKey = keyof typeof en;
