// The form kit: fields with their errors, the form's alert, its submit button and submit cycle.
import './form.css';

export { Field, type FieldProps } from './Field.tsx';
export { FormAlert } from './FormAlert.tsx';
export { SubmitButton } from './SubmitButton.tsx';
export { useForm, type FormKit } from './use-form.ts';
export { failureOf, fieldNamesOf, focusFirstInvalid, formValues, type FormFailure } from './field-errors.ts';
export { apiFailure } from './api-failure.ts';
