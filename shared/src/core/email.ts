// Deliberately loose: something@domain.tld with no spaces. The server is the authority; this only
// catches typos before a grid cell is saved (spec §5).
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** True when the text is a non-empty, plausible email address. */
export function isValidEmail(text: string | null | undefined): boolean {
  const trimmed = (text ?? '').trim();
  return trimmed !== '' && emailPattern.test(trimmed);
}
