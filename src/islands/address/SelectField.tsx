import type { ReactNode, SelectHTMLAttributes } from 'react';

/** A labelled select with its hint and error under it, wired like the form kit's `Field`. */
export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> {
  /** The select's name: the dotted path the API reports its errors by. */
  name: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

/** A labelled select: `aria-invalid` and `aria-describedby` follow its error. */
export function SelectField({ name, label, error, children, ...select }: SelectFieldProps) {
  const id = `field-${name.replaceAll('.', '-')}`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} className="select" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...select}>
        {children}
      </select>
      {error && <p id={errorId} className="field__error">{error}</p>}
    </div>
  );
}
