import { DEFAULT_PASSWORD_OPTIONS, type PasswordOptions } from "#core/options/password-options";

/**
 * Whether two sets of password options are the same, field by field: the first password is kept
 * when made with the app's options, and the options form is held back when the stored ones are
 * not those prerendered (docs/decisions/first-paint-password.md).
 */
export function sameOptions(a: Readonly<PasswordOptions>, b: Readonly<PasswordOptions>): boolean {
  const fields = Object.keys(DEFAULT_PASSWORD_OPTIONS) as Array<keyof PasswordOptions>;
  return fields.every((field) => a[field] === b[field]);
}
