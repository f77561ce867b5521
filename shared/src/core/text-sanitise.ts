// Unicode letters and decimal digits, so names like "Zoë" or "Łódź" survive; everything the spec
// does not list (quotes, angle brackets, semicolons, ...) is what could break out of markup or queries.
const disallowedCharacters = /[^\p{L}\p{Nd}\s_!()@./#&+\-=]/gu;

/** Strips every character other than letters, digits, whitespace and _ ! ( ) @ . / # & + - = (spec §5). */
export function sanitiseText(text: string): string {
  return text.replace(disallowedCharacters, '');
}
