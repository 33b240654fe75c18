import { type InputHTMLAttributes, useId, useState } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'type' | 'id' | 'aria-invalid' | 'aria-describedby'> {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'password';
  /** The field's message; marks the input invalid and is read out with it. */
  error?: string | undefined;
}

const EYE =
  'M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z';
const EYE_OFF =
  'M2.1 3.5 3.5 2.1l18.4 18.4-1.4 1.4-3.3-3.3A11.6 11.6 0 0 1 12 19c-5.5 0-9.3-4.1-10.5-7 .7-1.6 2-3.6 4-5.1L2.1 3.5zm5.4 5.4A4.5 4.5 0 0 0 15.1 14.6l-1.5-1.5a2.5 2.5 0 0 1-3.2-3.2L7.5 8.9zM12 5c5.5 0 9.3 4.1 10.5 7-.5 1.2-1.4 2.6-2.6 3.9l-3.5-3.5A4.5 4.5 0 0 0 11.6 7.6L9.3 5.3C10.2 5.1 11.1 5 12 5z';

/**
 * A labelled text input without antd (marketing.css): its message under it, linked to it for
 * screen readers; a password field gets a show/hide button.
 */
export function TextField({ label, name, type = 'text', error, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const password = type === 'password';
  return (
    <div className={error ? 'gw-field gw-field--invalid' : 'gw-field'}>
      <label className="gw-field-label" htmlFor={id}>
        {label}
      </label>
      <div className="gw-field-control">
        <input
          {...inputProps}
          id={id}
          name={name}
          type={password && revealed ? 'text' : type}
          className="gw-field-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {password && (
          <button
            type="button"
            className="gw-field-reveal"
            aria-label={revealed ? 'Hide password' : 'Show password'}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={revealed ? EYE_OFF : EYE} />
            </svg>
          </button>
        )}
      </div>
      <div id={errorId} className="gw-field-error">
        {error}
      </div>
    </div>
  );
}
